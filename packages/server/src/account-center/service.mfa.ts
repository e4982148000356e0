import type { MfaFactor, MfaSettings } from '@gatehouse/schemas/mfa';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { MfaService, RelyingParty } from '../mfa/public';
import { newBackupCodes } from '../mfa/public';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertEditable, type MyAccountService } from './service.account';
import type { MyPasskeyService } from './service.passkeys';
import type { AccountVerificationService } from './service.verifications';

type Services = {
  account: MyAccountService;
  mfa: MfaService;
  /** The sign-in experience's `mfa`: which factors the tenant enables. */
  mfaSettings: () => Promise<MfaSettings>;
  verifications: AccountVerificationService;
  passkeys: MyPasskeyService;
  /** Whether passkey sign-in is on (a passkey registered then must be discoverable). */
  passkeySignIn: () => Promise<boolean>;
  tenantId: string;
};

/**
 * A signed-in end user's own second factors (peer-interfaces §3.4), under the account center's
 * `mfa` field: listed unless Off; added, replaced or removed only when Edit and with a fresh proof
 * of identity, and only factors the tenant enables. Every write goes through the mfa capability.
 */
export const createMyMfaService = ({
  account,
  mfa,
  mfaSettings,
  verifications,
  passkeys,
  passkeySignIn,
  tenantId,
}: Services) => {
  /** Once the field is Edit, the factor enabled and (for a change) the proof fresh. `proof: false`: no change yet. */
  const authorize = async (userId: string, factor: MfaFactor | undefined, proof: string | undefined | false) => {
    const { center, user } = await account.load(userId);
    assertEditable(center, 'mfa');
    if (factor && !(await mfaSettings()).factors.includes(factor)) {
      throw new ApiError('session.mfa.factor_not_enabled', { factor });
    }
    if (proof !== false) await verifications.assertIdentity(user, proof);
    return user;
  };

  return {
    list: async (userId: string) => {
      const { center } = await account.load(userId);
      if (center.fields.mfa === 'Off') throw new ApiError('account_center.field_not_enabled', { field: 'mfa' });
      return mfa.list(userId, (await mfaSettings()).factors);
    },

    /** A new TOTP secret to show the user (stored only once a code proves it, `addTotp`). */
    newTotpSecret: async (userId: string) => {
      await authorize(userId, 'Totp', false);
      const secret = mfa.newTotpSecret();
      return { secret, keyUri: mfa.totpUri(secret, tenantId, userId) };
    },

    /** Binds a TOTP secret once a code it makes now is right; that code's step is not accepted again. */
    addTotp: async (userId: string, secret: string, code: string, proof: string | undefined) => {
      await authorize(userId, 'Totp', proof);
      const step = mfa.checkNewTotp(secret, code);
      assertThat(step !== undefined, 'session.mfa.invalid_code');
      await mfa.addTotp(userId, secret, undefined, step);
    },

    /** Replaces the user's backup codes with ten new ones (only beside an authenticator app). */
    newBackupCodes: async (userId: string, proof: string | undefined) => {
      await authorize(userId, 'BackupCode', proof);
      const factors = await mfa.list(userId);
      assertThat(
        factors.some((factor) => factor.type !== 'BackupCode'),
        'user.backup_code_needs_factor',
      );
      const codes = newBackupCodes();
      await mfa.replaceBackupCodes(userId, codes);
      return { codes };
    },

    /** Options to register a passkey for the tenant's relying party, kept in a verification record. */
    webAuthnRegistration: async (userId: string, rp: RelyingParty) => {
      const user = await authorize(userId, 'WebAuthn', false);
      const name = user.primaryEmail ?? user.username ?? user.primaryPhone ?? user.id;
      return passkeys.registrationOptions(rp, { id: user.id, name }, await passkeySignIn());
    },

    verifyWebAuthnRegistration: async (
      userId: string,
      rp: RelyingParty,
      recordId: string,
      response: RegistrationResponseJSON,
    ) => {
      await authorize(userId, 'WebAuthn', false);
      return passkeys.verifyRegistration(rp, userId, recordId, response);
    },

    /** Binds the passkey a verified registration record holds (named `name`, or after its authenticator). */
    addWebAuthn: async (userId: string, recordId: string, name: string | undefined, proof: string | undefined) => {
      await authorize(userId, 'WebAuthn', proof);
      await passkeys.add(userId, recordId, name);
    },

    rename: async (userId: string, verificationId: string, name: string, proof: string | undefined) => {
      await authorize(userId, undefined, proof);
      return mfa.rename(userId, verificationId, name);
    },

    remove: async (userId: string, verificationId: string, proof: string | undefined) => {
      await authorize(userId, undefined, proof);
      await mfa.remove(userId, verificationId);
    },
  };
};
