import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api';
import { backupCodesText, groupedSecret, mfaOutcomeOf, mfaStateOf, orderFactors } from './mfa';

const failure = (status: number, code: string, data?: unknown) => new ApiFailure(status, code, 'message', data);

describe('orderFactors', () => {
  it('keeps known factors once each, backup codes last, and drops anything else', () => {
    expect(orderFactors(['BackupCode', 'Totp', 'Totp', 'Sms', 3])).toEqual(['Totp', 'BackupCode']);
    expect(orderFactors(['BackupCode', 'WebAuthn'])).toEqual(['WebAuthn', 'BackupCode']);
    expect(orderFactors(undefined)).toEqual([]);
    expect(orderFactors('Totp')).toEqual([]);
  });
});

describe('mfaOutcomeOf', () => {
  it('reads "verify a second factor" (403) with the user’s factors', () => {
    const refused = failure(403, 'session.mfa.require_mfa_verification', { availableFactors: ['BackupCode', 'Totp'] });
    expect(mfaOutcomeOf(refused)).toEqual({ kind: 'mfa-verify', factors: ['Totp', 'BackupCode'], masked: {} });
  });

  it('reads the masked addresses the code factors go to, and nothing else of them', () => {
    const refused = failure(403, 'session.mfa.require_mfa_verification', {
      availableFactors: ['EmailVerificationCode', 'PhoneVerificationCode'],
      maskedIdentifiers: { email: 'j•••@example.com', phone: 42 },
    });
    expect(mfaOutcomeOf(refused)).toEqual({
      kind: 'mfa-verify',
      factors: ['EmailVerificationCode', 'PhoneVerificationCode'],
      masked: { email: 'j•••@example.com' },
    });
  });

  it('reads "set one up" (422) with what is offered and whether it may be skipped', () => {
    const prompt = failure(422, 'session.mfa.mfa_enrollment_required', { availableFactors: ['Totp'], skippable: true });
    expect(mfaOutcomeOf(prompt)).toEqual({ kind: 'mfa-enroll', factors: ['Totp'], skippable: true });
    const required = failure(422, 'session.mfa.mfa_enrollment_required', { availableFactors: ['BackupCode'] });
    expect(mfaOutcomeOf(required)).toEqual({ kind: 'mfa-enroll', factors: ['BackupCode'], skippable: false });
  });

  it('is nothing for other failures, or an MFA answer naming no factor the pages know', () => {
    expect(mfaOutcomeOf(failure(422, 'session.missing_profile', { availableFactors: ['Totp'] }))).toBeUndefined();
    expect(mfaOutcomeOf(failure(403, 'session.mfa.require_mfa_verification', {}))).toBeUndefined();
    expect(
      mfaOutcomeOf(failure(403, 'session.mfa.require_mfa_verification', { availableFactors: ['Email'] })),
    ).toBeUndefined();
    expect(mfaOutcomeOf(new Error('offline'))).toBeUndefined();
  });
});

describe('mfaStateOf', () => {
  it('reads a screen’s own history state back, and nothing else', () => {
    const state = { kind: 'mfa-enroll', factors: ['Totp'], skippable: false };
    expect(mfaStateOf('mfa-enroll', state)).toEqual(state);
    expect(mfaStateOf('mfa-verify', state)).toBeUndefined();
    expect(mfaStateOf('mfa-verify', null)).toBeUndefined();
    expect(mfaStateOf('mfa-verify', { kind: 'mfa-verify', factors: ['Nope'] })).toBeUndefined();
  });
});

describe('backup codes and secrets as text', () => {
  it('writes a file of a heading, the place, and one code a line', () => {
    expect(backupCodesText('Backup codes', 'auth.example.com', ['a1', 'b2'])).toBe(
      'Backup codes\nauth.example.com\n\na1\nb2\n',
    );
  });

  it('groups a secret by four characters, with no space at the end', () => {
    expect(groupedSecret('ABCDEFGHIJKLMNOP')).toBe('ABCD EFGH IJKL MNOP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });
});
