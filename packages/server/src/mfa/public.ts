/**
 * What other capabilities may do with users' second factors (the mfa capability owns
 * `user_mfa_verifications` and `mfa_trusted_devices`): the experience verifies and enrolls them at
 * sign-in, the Account API lets a user manage their own.
 */
export { createMfaService, type MfaService, newBackupCodes } from './service';
export {
  createWebAuthnService,
  type NewWebAuthnCredential,
  type RelyingParty,
  type WebAuthnService,
  webAuthnTimeoutMs,
} from './webauthn';
