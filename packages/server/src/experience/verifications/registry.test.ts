import { describe, expect, expectTypeOf, it } from 'vitest';
import { experienceStateGuard } from '../state';
import { proofOf, type Verification, verificationMethods } from './registry';

const paths = verificationMethods.flatMap((method) => method.routes.map((route) => route.path));

describe('the verification registry', () => {
  it('declares each path once, the available methods first among them', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.slice(0, 4)).toEqual([
      '/password',
      '/new-password-identity',
      '/verification-code',
      '/verification-code/verify',
    ]);
  });

  it('leaves no method waiting for a later issue (each would answer 422 until then)', () => {
    const later = verificationMethods.flatMap((method) =>
      method.routes.filter((route) => !route.verify).map((route) => route.path),
    );
    expect(later).toEqual([]);
  });

  it('keeps the records of the available methods in the state, and no other', () => {
    expectTypeOf<Verification['type']>().toEqualTypeOf<
      | 'Password'
      | 'NewPasswordIdentity'
      | 'VerificationCode'
      | 'Social'
      | 'OneTimeToken'
      | 'EnterpriseSso'
      | 'Totp'
      | 'BackupCode'
      | 'WebAuthn'
      | 'MfaVerificationCode'
      | 'SignInPasskey'
    >();
    const identifier = { type: 'username', value: 'ada' };
    const state = experienceStateGuard.parse({
      event: 'SignIn',
      // A record kept before the registry existed (no userSuspended) still reads.
      verifications: [{ id: 'v1', type: 'Password', identifier, userId: 'u1' }],
    });
    expect(state.verifications[0]).toEqual({
      id: 'v1',
      type: 'Password',
      identifier,
      userId: 'u1',
      userSuspended: false,
    });
    const unknown = { event: 'SignIn', verifications: [{ id: 'v2', type: 'WebAuthn', credential: 'x' }] };
    expect(experienceStateGuard.safeParse(unknown).success).toBe(false);
  });

  it('says what each record proves: a password the account, a new password identity an unverified new identity', () => {
    const identifier = { type: 'email', value: 'ada@example.com' } as const;
    expect(proofOf({ id: 'v1', type: 'Password', identifier, userId: 'u1', userSuspended: true })).toEqual({
      account: { userId: 'u1', isSuspended: true },
    });
    const password = { passwordEncrypted: 'hash', passwordEncryptionMethod: 'Argon2i' };
    expect(proofOf({ id: 'v2', type: 'NewPasswordIdentity', identifier, ...password })).toEqual({
      newIdentity: { identifier, identifierVerified: false, password },
    });
  });
});
