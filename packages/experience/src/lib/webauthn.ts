import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { request } from './api';
import { captchaFields } from './captcha';
import { submit } from './flow';
import { bindFactor } from './mfa';

type Verification = { verificationId: string };

/**
 * Why the browser's part of a WebAuthn ceremony failed, as the pages say it (`webauthn.<reason>`):
 * the person cancelled or let it time out (`NotAllowedError`, which browsers also answer for a
 * refusal they do not explain), the key already holds a passkey for this account, no WebAuthn in
 * this browser, or anything else.
 */
export type CeremonyFailureReason = 'cancelled' | 'already_registered' | 'unsupported' | 'failed';

/** A failure of the browser's (or the authenticator's) part of a ceremony, not of the server's. */
export class CeremonyFailure extends Error {
  constructor(readonly reason: CeremonyFailureReason) {
    super(reason);
  }
}

/** The reason of an error `startRegistration`/`startAuthentication` threw (see `CeremonyFailureReason`). */
export const reasonOf = (error: unknown): CeremonyFailureReason => {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return 'already_registered';
  }
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'InvalidStateError') return 'already_registered';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
};

/** Runs the browser's part of a ceremony, turning its errors into a `CeremonyFailure`. */
const ceremony = async <T>(step: () => Promise<T>) => {
  if (!browserSupportsWebAuthn()) throw new CeremonyFailure('unsupported');
  try {
    return await step();
  } catch (error) {
    throw new CeremonyFailure(reasonOf(error));
  }
};

/** Asks the authenticator for an assertion of the server's options (from the identifier field's autofill). */
const assert = (optionsJSON: PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill = false) =>
  ceremony<AuthenticationResponseJSON>(() => startAuthentication({ optionsJSON, useBrowserAutofill }));

/**
 * Enrolls a security key or passkey for the identified user: the server's options, the browser's
 * `navigator.credentials.create()`, the server's check, then binds it and submits.
 */
export const enrollWebAuthn = async () => {
  const { verificationId, registrationOptions } = await request<
    Verification & { registrationOptions: PublicKeyCredentialCreationOptionsJSON }
  >('POST', 'api/experience/verification/web-authn/registration');
  const payload = await ceremony(() => startRegistration({ optionsJSON: registrationOptions }));
  await request('POST', 'api/experience/verification/web-authn/registration/verify', { verificationId, payload });
  await bindFactor('WebAuthn', verificationId);
  return submit();
};

/** Proves one of the identified user's keys (the second factor); `finish` submits after. */
export const verifyWebAuthn = async () => {
  const { verificationId, authenticationOptions } = await request<
    Verification & { authenticationOptions: PublicKeyCredentialRequestOptionsJSON }
  >('POST', 'api/experience/verification/web-authn/authentication');
  const payload = await assert(authenticationOptions);
  await request('POST', 'api/experience/verification/web-authn/authentication/verify', { verificationId, payload });
};

/** Whether the browser offers passkeys among the identifier field's suggestions (conditional mediation). */
export const supportsPasskeyAutofill = () => browserSupportsWebAuthnAutofill();

/**
 * Signs in with a passkey and no identifier: a new sign-in interaction, options allowing any of
 * the authenticator's discoverable credentials for this site, its assertion (whose user handle
 * names the account), identification, then submit. With `autofill` the browser asks nothing
 * until the person picks a passkey among the identifier field's suggestions
 * (`autocomplete="username webauthn"`); a later ceremony (the button) aborts that wait. `onPicked`
 * hears when the authenticator answered (the person chose a passkey).
 */
export const signInWithPasskey = async ({
  autofill = false,
  onPicked,
}: {
  autofill?: boolean;
  onPicked?: () => void;
} = {}) => {
  await request('PUT', 'api/experience', { interactionEvent: 'SignIn', ...(await captchaFields('login')) });
  const path = 'api/experience/verification/sign-in-passkey/authentication';
  const { verificationId, authenticationOptions } = await request<
    Verification & { authenticationOptions: PublicKeyCredentialRequestOptionsJSON }
  >('POST', path);
  const payload = await assert(authenticationOptions, autofill);
  onPicked?.();
  await request('POST', `${path}/verify`, { verificationId, payload });
  await request('POST', 'api/experience/identification', { verificationId });
  return submit();
};
