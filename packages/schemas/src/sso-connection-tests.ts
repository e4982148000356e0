import { z } from 'zod';

/**
 * "Test connection" of an enterprise SSO connector: a one-time test sign-in the console opens in a
 * popup (`url`, on the tenant's endpoint). The provider's answer goes through every check of a real
 * sign-in, but signs no one in: the test keeps what was received, for the console to show.
 */

/** Where a test stands: made, opened by the popup, answered well, or refused. */
export const ssoConnectionTestStatusGuard = z.enum(['pending', 'started', 'succeeded', 'failed']);
export type SsoConnectionTestStatus = z.infer<typeof ssoConnectionTestStatusGuard>;

/** `POST /api/sso-connectors/{id}/test-sessions`: the test and the URL to open (once, before `expiresAt`). */
export const ssoConnectionTestCreatedGuard = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.number(),
});

/** The profile a sign-in would take from the answer (what identification and profile sync use). */
export const ssoTestProfileGuard = z.object({
  issuer: z.string(),
  identityId: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
  avatar: z.string().optional(),
});

/** `GET /api/sso-connectors/{id}/test-sessions/{sessionId}`. */
export const ssoConnectionTestGuard = z.object({
  id: z.string(),
  ssoConnectorId: z.string(),
  status: ssoConnectionTestStatusGuard,
  expiresAt: z.number(),
  /** When it succeeded: the mapped profile. */
  profile: ssoTestProfileGuard.optional(),
  /** When it succeeded: the claims received (OIDC: the ID token's; SAML: the subject as claims). */
  claims: z.record(z.string(), z.unknown()).optional(),
  /** SAML: the assertion's attributes as sent. */
  attributes: z.record(z.string(), z.unknown()).optional(),
  /** When it failed: the refusal's code and its message. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type SsoConnectionTest = z.infer<typeof ssoConnectionTestGuard>;
