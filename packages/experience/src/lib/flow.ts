import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { ApiFailure, request } from './api';

export type Identifier = { type: IdentifierType; value: string };
type Verification = { verificationId: string };

/** What the pages do after a failed step: go to another page, or show the message. */
export type FlowOutcome = { kind: 'redirect'; to: string } | { kind: 'missing-profile'; missing: string[] };

/**
 * Finishes the interaction: the server answers where the browser goes next
 * (back into the authorization request), or which profile fields are missing.
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
    throw error;
  }
};

export const signInWithPassword = async (identifier: Identifier, password: string) => {
  await request('PUT', 'api/experience', { interactionEvent: 'SignIn' });
  const { verificationId } = await request<Verification>('POST', 'api/experience/verification/password', {
    identifier,
    password,
  });
  await request('POST', 'api/experience/identification', { verificationId });
  return submit();
};

export const registerWithPassword = async (identifier: Identifier, password: string) => {
  await request('PUT', 'api/experience', { interactionEvent: 'Register' });
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

/** The interaction is gone (expired, or the page was opened without one). */
export const isUnknownSession = (error: unknown) =>
  error instanceof ApiFailure &&
  (error.code === 'session.interaction_not_found' || error.code === 'session.interaction_event_required');
