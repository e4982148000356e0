import { z } from 'zod';

/**
 * What a social connector keeps between sending the browser away and its return (a PKCE
 * verifier, a nonce): stored server-side in the interaction, never sent to the browser.
 */
export type ConnectorSession = Record<string, string>;

/** The start of a social sign-in: where the browser goes, and what must come back with it. */
export type AuthorizationRequest = {
  /** Opaque value the provider returns unchanged; the server checks it on the callback. */
  state: string;
  /** Gatehouse's callback URL (`/callback/{connectorId}`), registered with the provider. */
  redirectUri: string;
};

export type AuthorizationStart = {
  /** The provider's authorization URL, with the request's `state` and `redirectUri` in it. */
  authorizationUri: string;
  session?: ConnectorSession;
};

/** The provider's answer as the callback received it (query or form_post fields), with what was kept. */
export type SocialCallback = {
  data: Record<string, string>;
  redirectUri: string;
  session: ConnectorSession;
};

/** Who the provider says the user is; the server checks a connector's answer against this. */
export const socialUserInfoGuard = z.object({
  /** The user's id at the provider (`sub`): with the connector's target, the social identity. */
  id: z.string().min(1).max(256),
  email: z.string().max(256).optional(),
  /** Whether the provider vouches for the email (`email_verified`); unverified emails never link accounts. */
  emailVerified: z.boolean().default(false),
  phone: z.string().max(64).optional(),
  name: z.string().max(256).optional(),
  avatar: z.string().max(2048).optional(),
  /** The provider's profile as received, kept with the identity (spec §3 user identities). */
  rawData: z.record(z.string(), z.unknown()).optional(),
});
export type SocialUserInfo = z.infer<typeof socialUserInfoGuard>;
