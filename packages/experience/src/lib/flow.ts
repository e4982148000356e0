import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { ApiFailure, request } from './api';
import type { CodeIdentifierType } from './capabilities';
import { captchaFields } from './captcha';
import { type MfaOutcome, mfaOutcomeOf } from './mfa';

export type Identifier = { type: IdentifierType; value: string };
/** An email address or phone number a code is sent to. */
export type CodeIdentifier = { type: CodeIdentifierType; value: string };
type Verification = { verificationId: string };

/** What the pages do after a failed step: go to another page, or show the message. */
export type FlowOutcome =
  | { kind: 'redirect'; to: string }
  | { kind: 'missing-profile'; missing: string[] }
  | MfaOutcome;

/** The flows that take a code, as they appear in the code screen's path (`/sign-in/verification-code`). */
export const codeFlows = ['sign-in', 'register', 'forgot-password'] as const;
export type CodeFlow = (typeof codeFlows)[number];
const eventOf: Record<CodeFlow, InteractionEvent> = {
  'sign-in': 'SignIn',
  register: 'Register',
  'forgot-password': 'ForgotPassword',
};

/**
 * Finishes the interaction: the server answers where the browser goes next
 * (back into the authorization request), which profile fields are missing, or
 * which second factor to verify or enroll.
 */
export const submit = async (): Promise<FlowOutcome> => {
  try {
    const { redirectTo } = await request<{ redirectTo: string }>('POST', 'api/experience/submit');
    return { kind: 'redirect', to: redirectTo };
  } catch (error) {
    if (error instanceof ApiFailure && error.code === 'session.missing_profile') {
      const data = error.data as { missingProfile?: string[] } | undefined;
      return { kind: 'missing-profile', missing: data?.missingProfile ?? [] };
    }
    const mfa = mfaOutcomeOf(error);
    if (mfa) return mfa;
    throw error;
  }
};

export const signInWithPassword = async (identifier: Identifier, password: string) => {
  await request('PUT', 'api/experience', { interactionEvent: 'SignIn', ...(await captchaFields('login')) });
  const { verificationId } = await request<Verification>('POST', 'api/experience/verification/password', {
    identifier,
    password,
  });
  await request('POST', 'api/experience/identification', { verificationId });
  return submit();
};

export const registerWithPassword = async (identifier: Identifier, password: string) => {
  await request('PUT', 'api/experience', { interactionEvent: 'Register', ...(await captchaFields('signup')) });
  const { verificationId } = await request<Verification>('POST', 'api/experience/verification/new-password-identity', {
    identifier,
    password,
  });
  await request('POST', 'api/experience/identification', { verificationId });
  return submit();
};

export const completeProfile = async (fields: Array<{ type: IdentifierType | 'password'; value: string }>) => {
  for (const field of fields) await request('POST', 'api/experience/profile', field);
  return submit();
};

/** Sends a (new) code to the address in the current interaction; returns the verification to check it with. */
export const sendCode = (identifier: CodeIdentifier) =>
  request<Verification>('POST', 'api/experience/verification/verification-code', { identifier });

/** Starts the flow's interaction (sign-in, registration, password reset) and sends the first code. */
export const startWithCode = async (flow: CodeFlow, identifier: CodeIdentifier) => {
  await request('PUT', 'api/experience', { interactionEvent: eventOf[flow], ...(await captchaFields(flow)) });
  return sendCode(identifier);
};

/** Checks the code typed back; a wrong one fails with `verification_code.code_mismatch` and the tries left. */
export const checkCode = (identifier: CodeIdentifier, verificationId: string, code: string) =>
  request<Verification>('POST', 'api/experience/verification/verification-code/verify', {
    identifier,
    verificationId,
    code,
  });

/** Identifies the person by a verification: signs in (or resets) for an account, registers one. */
export const identify = (verificationId: string) =>
  request('POST', 'api/experience/identification', { verificationId });

/** Turns the interaction into another flow, keeping its verifications (a checked code signs in or registers). */
export const switchFlow = (flow: CodeFlow) =>
  request('PUT', 'api/experience/interaction-event', { interactionEvent: eventOf[flow] });

/** Saves the new password of a reset: the person then signs in with it (a reset does not sign in). */
export const resetPassword = async (password: string) => {
  await request('POST', 'api/experience/profile', { type: 'password', value: password });
  await request('POST', 'api/experience/submit');
};

/** The server's error code, when the failure is an answer of the server. */
export const failureCode = (failure: unknown) => (failure instanceof ApiFailure ? failure.code : undefined);

/** The interaction is gone (expired, or the page was opened without one). */
export const isUnknownSession = (error: unknown) =>
  error instanceof ApiFailure &&
  (error.code === 'session.interaction_not_found' || error.code === 'session.interaction_event_required');
