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

/** Secrets the client_credentials fast path already judged under the limit, by request (client-credentials-fast-path.ts). */
const judgedSecrets = new WeakMap<IncomingMessage, { clientId: string; secret: string; succeeded: boolean }>();

/**
 * Records that this request's secret was judged (and counted) already, so the provider, handed the
 * request after all, reuses the verdict instead of counting the same attempt twice. Only a verdict
 * for the same client id and secret is reused.
 */
export const rememberJudgedSecret = (
  req: IncomingMessage,
  verdict: { clientId: string; secret: string; succeeded: boolean },
) => judgedSecrets.set(req, verdict);

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
    const judged = judgedSecrets.get(ctx.req);
    if (judged?.clientId === clientId && judged.secret === actual) return judged.succeeded;
    const outcome = await limitClientAuth(ctx.req, async () => {
      const client = await findClient(clientId);
      return client?.verifySecret(actual) ?? false;
    });
    if ('succeeded' in outcome) return outcome.succeeded;
    const retryAfter = Math.ceil(outcome.retryAfterMs / 1000);
    ctx.set('Retry-After', String(retryAfter));
    throw new TooManyClientAuthFailures(retryAfter);
  });
