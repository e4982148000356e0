import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { request } from './api';
import { type FlowOutcome, identify, submit } from './flow';
import type { Settings } from './settings';

export type SocialConnector = Settings['socialConnectors'][number];

/** What the page keeps between leaving for the provider and its callback (one per connector). */
export type SocialAttempt = { state: string; verificationId: string; event: InteractionEvent; search: string };

const storageKey = (connectorId: string) => `gatehouse.social.${connectorId}`;

/** The connector's button text in the page language, else English, else its first name. */
export const connectorName = (connector: SocialConnector, language: string) =>
  connector.name[language] ?? connector.name.en ?? Object.values(connector.name)[0] ?? connector.target;

/** The address the provider sends the browser back to (the server serves it as this page). */
export const callbackUrl = (connectorId: string) =>
  new URL(`callback/${encodeURIComponent(connectorId)}`, document.baseURI).toString();

/** A value nobody can guess: the provider must bring it back unchanged. */
const randomState = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * Starts a sign-in (or registration) with a social connector: a new interaction, the provider's
 * authorization URL, and what the callback needs kept in sessionStorage; resolves with the URL
 * to send the browser to.
 */
export const startSocial = async (connectorId: string, event: InteractionEvent) => {
  await request('PUT', 'api/experience', { interactionEvent: event });
  const state = randomState();
  const { verificationId, authorizationUri } = await request<{ verificationId: string; authorizationUri: string }>(
    'POST',
    `api/experience/verification/social/${encodeURIComponent(connectorId)}/authorization-uri`,
    { state, redirectUri: callbackUrl(connectorId) },
  );
  // The way back to the form: without a direct sign-in, which would leave for the provider again.
  const kept = new URLSearchParams(window.location.search);
  kept.delete('direct_sign_in');
  const search = kept.size > 0 ? `?${kept.toString()}` : '';
  const attempt: SocialAttempt = { state, verificationId, event, search };
  sessionStorage.setItem(storageKey(connectorId), JSON.stringify(attempt));
  return authorizationUri;
};

/** The attempt kept for this connector, if this browser tab started one. */
export const readSocialAttempt = (connectorId: string): SocialAttempt | undefined => {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(connectorId)) ?? 'null') as Partial<SocialAttempt>;
    if (typeof value?.state === 'string' && typeof value.verificationId === 'string') {
      return {
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

export const forgetSocialAttempt = (connectorId: string) => sessionStorage.removeItem(storageKey(connectorId));

/** Hands the provider's callback to the server: the verification then proves the social identity. */
export const verifySocial = (connectorId: string, verificationId: string, connectorData: Record<string, string>) =>
  request<{ verificationId: string }>(
    'POST',
    `api/experience/verification/social/${encodeURIComponent(connectorId)}/verify`,
    { verificationId, connectorData },
  );

/** Links the social identity to the account with the same email (the person said yes), then goes on. */
export const linkSocialAndSubmit = async (verificationId: string): Promise<FlowOutcome> => {
  await request('POST', 'api/experience/identification', { verificationId, linkSocialIdentity: true });
  return submit();
};

export { identify };
