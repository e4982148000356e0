import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { request } from './api';

/**
 * Signing in at another provider, social or enterprise SSO: both leave for the provider with a
 * `state` and come back to `/callback/{connectorId}` (the connector ids of both kinds are the
 * tenant's random ids, so one callback page serves both and tells them apart by the attempt kept).
 */
export type FederatedKind = 'social' | 'sso';

/** What the page keeps between leaving for the provider and its callback (one per connector). */
export type FederatedAttempt = {
  kind: FederatedKind;
  state: string;
  verificationId: string;
  event: InteractionEvent;
  /** The sign-in page's query, for the way back to it. */
  search: string;
};

const storageKey = (connectorId: string) => `gatehouse.federated.${connectorId}`;

/** The address the provider sends the browser back to (the server serves it as this page). */
export const callbackUrl = (connectorId: string) =>
  new URL(`callback/${encodeURIComponent(connectorId)}`, document.baseURI).toString();

/** A value nobody can guess: the provider must bring it back unchanged. */
const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

const verificationPath = (kind: FederatedKind, connectorId: string, step: 'authorization-uri' | 'verify') =>
  `api/experience/verification/${kind}/${encodeURIComponent(connectorId)}/${step}`;

/**
 * Starts a sign-in (or registration) at a provider: a new interaction, the provider's
 * authorization URL, and what the callback needs kept in sessionStorage; resolves with the URL
 * to send the browser to.
 */
export const startFederated = async (kind: FederatedKind, connectorId: string, event: InteractionEvent) => {
  await request('PUT', 'api/experience', { interactionEvent: event });
  const state = randomState();
  const { verificationId, authorizationUri } = await request<{ verificationId: string; authorizationUri: string }>(
    'POST',
    verificationPath(kind, connectorId, 'authorization-uri'),
    { state, redirectUri: callbackUrl(connectorId) },
  );
  // The way back to the form: without a direct sign-in, which would leave for the provider again.
  const kept = new URLSearchParams(window.location.search);
  kept.delete('direct_sign_in');
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  const attempt: FederatedAttempt = { kind, state, verificationId, event, search };
  sessionStorage.setItem(storageKey(connectorId), JSON.stringify(attempt));
  return authorizationUri;
};

/** The attempt kept for this connector, if this browser tab started one. */
export const readAttempt = (connectorId: string): FederatedAttempt | undefined => {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(connectorId)) ?? 'null') as Partial<FederatedAttempt>;
    if (typeof value?.state === 'string' && typeof value.verificationId === 'string') {
      return {
        kind: value.kind === 'sso' ? 'sso' : 'social',
        state: value.state,
        verificationId: value.verificationId,
        event: value.event ?? 'SignIn',
        search: value.search ?? '',
      };
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return undefined;
};

export const forgetAttempt = (connectorId: string) => sessionStorage.removeItem(storageKey(connectorId));

/** Hands the provider's callback to the server: the verification then proves the identity. */
export const verifyFederated = (
  kind: FederatedKind,
  connectorId: string,
  verificationId: string,
  connectorData: Record<string, string>,
) =>
  request<{ verificationId: string }>('POST', verificationPath(kind, connectorId, 'verify'), {
    verificationId,
    connectorData,
  });
