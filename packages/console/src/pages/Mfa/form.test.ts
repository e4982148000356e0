import { defaultMfaSettings, type MfaSettings, mfaSettingsProblems } from '@gatehouse/schemas/mfa';
import { describe, expect, it } from 'vitest';
import { lockoutRisks, mfaFormGuard, mfaFormValues } from './form';

const form = {
  Totp: false,
  WebAuthn: false,
  BackupCode: false,
  EmailVerificationCode: false,
  PhoneVerificationCode: false,
  policy: 'UserControlled',
  rememberDeviceDays: '0',
  passkeySignIn: false,
  webAuthnRelatedOrigins: [{ value: '' }],
};

describe('the MFA form, by the server’s rules', () => {
  it('turns the switches into the factors, in the server’s order, and the days into a number', () => {
    const parsed = mfaFormGuard.parse({ ...form, BackupCode: true, Totp: true, rememberDeviceDays: '14' });
    expect(parsed).toEqual({
      mfa: {
        factors: ['Totp', 'BackupCode'],
        policy: 'UserControlled',
        rememberDeviceDays: 14,
        webAuthnRelatedOrigins: [],
      },
      passkeySignIn: { enabled: false },
    });
    expect(mfaFormValues(parsed)).toEqual({ ...form, Totp: true, BackupCode: true, rememberDeviceDays: 14 });
  });

  it('saves passkey sign-in on only with the WebAuthn factor, which enrolls the passkeys', () => {
    const withKeys = mfaFormGuard.parse({ ...form, WebAuthn: true, passkeySignIn: true });
    expect(withKeys).toEqual({
      mfa: { factors: ['WebAuthn'], policy: 'UserControlled', rememberDeviceDays: 0, webAuthnRelatedOrigins: [] },
      passkeySignIn: { enabled: true },
    });
    expect(mfaFormValues(withKeys)).toEqual({ ...form, WebAuthn: true, passkeySignIn: true, rememberDeviceDays: 0 });
    expect(mfaFormGuard.parse({ ...form, Totp: true, passkeySignIn: true }).passkeySignIn).toEqual({ enabled: false });
  });

  it('keeps the related origins, one per row, and names the row of a wrong one', () => {
    const rows = [{ value: ' https://shop.example.com ' }, { value: '' }, { value: 'https://example.co.uk' }];
    const parsed = mfaFormGuard.parse({ ...form, WebAuthn: true, webAuthnRelatedOrigins: rows });
    expect(parsed.mfa.webAuthnRelatedOrigins).toEqual(['https://shop.example.com', 'https://example.co.uk']);
    expect(mfaFormValues(parsed).webAuthnRelatedOrigins).toEqual([
      { value: 'https://shop.example.com' },
      { value: 'https://example.co.uk' },
    ]);
    const wrong = mfaFormGuard.safeParse({
      ...form,
      webAuthnRelatedOrigins: [
        { value: 'https://a.example' },
        { value: 'http://b.example' },
        { value: 'https://a.example' },
      ],
    });
    expect(wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['webAuthnRelatedOrigins.1.value', 'form_errors.https_origin'],
      ['webAuthnRelatedOrigins.2.value', 'form_errors.duplicate_entry'],
    ]);
  });

  it('refuses on the field to change what the server would refuse', () => {
    const mandatory = mfaFormGuard.safeParse({ ...form, policy: 'Mandatory', BackupCode: true });
    expect(mandatory.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['policy', 'mfa.errors.mandatory_needs_factor'],
      ['BackupCode', 'mfa.errors.backup_needs_factor'],
    ]);
    // The same settings, as the server checks them.
    expect(mfaSettingsProblems({ ...defaultMfaSettings, factors: ['BackupCode'], policy: 'Mandatory' })).toHaveLength(
      2,
    );
    // A code factor makes a policy mandatory too: a user without the address adds one at sign-in.
    const codesOnly = mfaFormGuard.safeParse({
      ...form,
      policy: 'Mandatory',
      EmailVerificationCode: true,
      BackupCode: true,
    });
    expect(codesOnly.data?.mfa).toMatchObject({
      factors: ['BackupCode', 'EmailVerificationCode'],
      policy: 'Mandatory',
    });
    expect(
      mfaSettingsProblems({
        ...defaultMfaSettings,
        factors: ['EmailVerificationCode', 'BackupCode'],
        policy: 'Mandatory',
      }),
    ).toEqual([]);
    expect(mfaSettingsProblems({ ...defaultMfaSettings, factors: [], policy: 'Mandatory' })).toEqual([
      'mfa.policy: a mandatory policy needs a factor enabled besides backup codes',
    ]);
    expect(mfaFormGuard.safeParse({ ...form, rememberDeviceDays: '91' }).success).toBe(false);
    expect(mfaFormGuard.safeParse({ ...form, rememberDeviceDays: '1.5' }).success).toBe(false);
  });

  it('names what could lock users out: a policy becoming mandatory, factors turned off', () => {
    const saved: MfaSettings = {
      ...defaultMfaSettings,
      factors: ['Totp', 'BackupCode'],
      policy: 'PromptOnlyAtSignIn',
    };
    expect(lockoutRisks(saved, { ...saved, rememberDeviceDays: 7 })).toEqual({
      becomesMandatory: false,
      turnedOff: [],
    });
    expect(lockoutRisks(saved, { ...saved, policy: 'Mandatory' })).toEqual({ becomesMandatory: true, turnedOff: [] });
    expect(lockoutRisks(saved, { ...saved, factors: ['Totp'] }).turnedOff).toEqual(['BackupCode']);
    // Already mandatory: saving it again warns of nothing.
    const mandatory = { ...saved, policy: 'Mandatory' as const };
    expect(lockoutRisks(mandatory, mandatory).becomesMandatory).toBe(false);
    expect(lockoutRisks(defaultMfaSettings, { ...saved }).turnedOff).toEqual([]);
  });
});
