import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { AttemptRefusal } from '../platform/attempt-limits';
import { replaceClientSecretCheck } from './internals';
import type { ProviderSources } from './sources';

/** Judges a client secret under the failed-attempt limit of the request's address (platform/attempt-limits.ts). */
export type LimitClientAuth = (
  req: IncomingMessage,
  judge: () => Promise<boolean>,
) => Promise<{ succeeded: boolean } | AttemptRefusal>;

/** 429 from inside the provider: too many failed client authentications from this address. */
class TooManyClientAuthFailures extends errors.OIDCProviderError {
  constructor(retryAfterSeconds: number) {
    super(429, 'invalid_request');
    this.error_description = `too many failed client authentications from this address; retry in ${retryAfterSeconds} s`;
  }
}

/**
 * Client secrets are judged against the application's encrypted secrets, not the single
 * placeholder `client_secret` of its metadata (client-metadata.ts): several named secrets may be
 * valid at once (spec §3 application secrets). This is the one place a secret is judged, for the
 * token, introspection and revocation endpoints and both spellings (basic, post) alike, so the
 * failed-attempt limit sits here and not on paths; over it, the answer is a 429 with Retry-After.
 *
 * @example
 * judgeClientSecrets(provider, { findClient: sources.findClient, limitClientAuth });
 */
export const judgeClientSecrets = (
  provider: Provider,
  { findClient, limitClientAuth }: { findClient: ProviderSources['findClient']; limitClientAuth: LimitClientAuth },
) =>
  replaceClientSecretCheck(provider, async (ctx, { clientId }, actual) => {
    const outcome = await limitClientAuth(ctx.req, async () => {
      const client = await findClient(clientId);
      return client?.verifySecret(actual) ?? false;
    });
    if ('succeeded' in outcome) return outcome.succeeded;
    const retryAfter = Math.ceil(outcome.retryAfterMs / 1000);
    ctx.set('Retry-After', String(retryAfter));
    throw new TooManyClientAuthFailures(retryAfter);
  });
