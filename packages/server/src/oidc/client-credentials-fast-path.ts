import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'node:querystring';
import type Provider from 'oidc-provider';
import type { Client, KoaContextWithOIDC } from 'oidc-provider';
import { type LimitClientAuth, rememberJudgedSecret } from './client-authentication';
import { configuredResourceServerInfo, runInProviderRequest } from './internals';
import { organizationIdOfAudience } from './organization-scopes';
import type { ProviderSources } from './sources';

/** oidc-provider's own body limit (lib/shared/selective_body.js). */
const bodyLimit = 56 * 1024;
const formType = /^application\/x-www-form-urlencoded\s*(;\s*charset="?utf-8"?\s*)?$/i;
/** The parameters of a plain grant: anything else (organization_id, authorization_details, …) is for the provider. */
const plainParams = new Set(['grant_type', 'scope', 'resource', 'client_id', 'client_secret']);
/** oidc-provider's scope syntax (lib/helpers/is_valid_scope.js). */
const scopeSyntax = /^[\x21\x23-\x5B\x5D-\x7E]+(?: [\x21\x23-\x5B\x5D-\x7E]+)*$/u;
/** Client ids and secrets whose Basic encoding needs no decoding step (no `%`, no `+`), printable ASCII. */
const plainCredential = /^[\x20-\x24\x26-\x2A\x2C-\x7E]+$/;
const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Headers that make a request something else: DPoP, client attestation, a browser's CORS request. */
const otherHeaders = ['dpop', 'oauth-client-attestation', 'oauth-client-attestation-pop', 'origin'];

type Credentials = { clientId: string; secret: string };

/** Whether the headers alone allow a plain grant (decided before the body is read). */
const plainHeaders = (req: IncomingMessage) => {
  const { headers } = req;
  const length = Number(headers['content-length']);
  return (
    req.method === 'POST' &&
    formType.test(headers['content-type'] ?? '') &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= bodyLimit &&
    headers['transfer-encoding'] === undefined &&
    otherHeaders.every((name) => headers[name] === undefined) &&
    (headers.authorization === undefined || headers.authorization.startsWith('Basic '))
  );
};

/** The body as announced, or undefined when the client went away or sent another length. */
const readBody = async (req: IncomingMessage, length: number): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of req) {
      received += (chunk as Buffer).length;
      if (received > length) return undefined;
      chunks.push(chunk as Buffer);
    }
  } catch {
    return undefined;
  }
  return received === length ? Buffer.concat(chunks, received) : undefined;
};

/** The client's id and secret, when given in exactly one plain way (Basic or the body). */
const credentialsOf = (req: IncomingMessage, params: Record<string, string>): Credentials | undefined => {
  const { authorization } = req.headers;
  if (authorization === undefined) {
    const { client_id: clientId, client_secret: secret } = params;
    return clientId && secret ? { clientId, secret } : undefined;
  }
  if (params.client_secret !== undefined) return undefined;
  const encoded = authorization.slice('Basic '.length);
  if (!base64.test(encoded) || encoded.length % 4 !== 0) return undefined;
  const basic = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = basic.indexOf(':');
  const [clientId, secret] = [basic.slice(0, colon), basic.slice(colon + 1)];
  if (colon < 1 || !plainCredential.test(clientId) || !plainCredential.test(secret)) return undefined;
  if (params.client_id !== undefined && params.client_id !== clientId) return undefined;
  return { clientId, secret };
};

/** The grant's parameters when they are the plain ones, each once and non-empty. */
const plainParamsOf = (body: Buffer): Record<string, string> | undefined => {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(parse(body.toString()))) {
    if (!plainParams.has(name) || typeof value !== 'string' || value === '') return undefined;
    params[name] = value;
  }
  const { grant_type: grantType, resource, scope } = params;
  if (grantType !== 'client_credentials' || !resource || (scope !== undefined && !scopeSyntax.test(scope))) return;
  const href = URL.parse(resource)?.href;
  if (!href || href.includes('#') || organizationIdOfAudience(resource)) return undefined;
  return params;
};

/** A client this path may serve: secret authentication, client_credentials allowed, nothing bound or restricted. */
const isPlainClient = (client: Client) => {
  const fields = client as Client & Record<string, unknown>;
  return (
    (client.clientAuthMethod === 'client_secret_basic' || client.clientAuthMethod === 'client_secret_post') &&
    client.grantTypeAllowed('client_credentials') &&
    !fields.clientSecretExpiresAt &&
    !fields.scope &&
    !fields.tlsClientCertificateBoundAccessTokens &&
    !fields.dpopBoundAccessTokens
  );
};

/**
 * The little of a Koa context that what the provider calls on a client_credentials grant reads
 * (`getResourceServerInfo`, `ttl`, `extraTokenClaims`, the `grant.success` listeners of runtime.ts).
 */
const contextFor = (req: IncomingMessage, client: Client, params: Record<string, string>) =>
  ({
    req,
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return (Array.isArray(value) ? value.join(', ') : value) ?? '';
    },
    oidc: { params, client, entities: {}, session: undefined, entity: undefined },
    body: undefined as unknown,
  }) as unknown as KoaContextWithOIDC; // only these fields are read on this path (the differential test)

/**
 * The token endpoint's fast path for the plain client_credentials grant: the request every
 * management API client (`@logto/api`) makes, and the only grant worth a path of its own. Served
 * through oidc-provider, it runs the whole Koa stack (body parser, parameter assembly, client
 * authentication, seven checks, CORS, the response writer) for a request whose answer depends on
 * three lookups and one signature; that stack alone cost Gatehouse more than the whole grant
 * costs bare oidc-provider (issue 22).
 *
 * **Delegate on doubt.** Only the plain happy path is answered here: a form POST with exactly the
 * parameters `grant_type=client_credentials`, `resource` (one, absolute, not an organization's),
 * optional `scope`, and the client's secret once (Basic or the body), no DPoP, client attestation
 * or `Origin` header, for a known client that authenticates by secret and may use the grant.
 * Anything else — any error, any unusual parameter, a resource the provider would refuse, a
 * refused secret — returns `false` and the caller hands the request to oidc-provider as it is (the
 * body, read already, goes along as `req.body`), so every error answer stays the library's own and
 * this path is never more permissive than it. What it does answer is made by the provider's own pieces: the client from
 * `provider.Client`, the secret judged under the failed-attempt limit (client-authentication.ts,
 * whose verdict the provider reuses if it gets the request after all), the resource server from
 * the configured `getResourceServerInfo`, the token from `provider.ClientCredentials#save` (same
 * claims, TTL, custom JWT script and signing key), and `grant.success` emitted for the audit log
 * and token usage. The response copies the provider's body and headers; the differential test
 * (client-credentials-fast-path.integration.test.ts) holds the two to the same answers. Two
 * things differ, neither an answer: a request whose body breaks off is dropped here (its client is
 * gone), and the first request handed on after its body was read makes oidc-provider print, once
 * per process, that an upstream body parser was detected. A custom JWT script that fails runs
 * twice (here, then in the provider, which answers its error).
 *
 * @example
 * const answered = await fastPath(req, res); // false: serve the request with oidc-provider
 */
export const createClientCredentialsFastPath = (
  provider: Provider,
  { sources, limitClientAuth }: { sources: Pick<ProviderSources, 'findClient'>; limitClientAuth: LimitClientAuth },
) => {
  const getResourceServerInfo = configuredResourceServerInfo(provider);

  /** The grant's answer, or undefined to hand the request to the provider (whose verdicts were remembered). */
  const grant = async (req: IncomingMessage, params: Record<string, string>) => {
    const credentials = credentialsOf(req, params);
    if (!credentials) return undefined;
    const client = await provider.Client.find(credentials.clientId);
    if (!client || !isPlainClient(client)) return undefined;
    const outcome = await limitClientAuth(req, async () => {
      const found = await sources.findClient(credentials.clientId);
      return found?.verifySecret(credentials.secret) ?? false;
    });
    // Refused: the provider asks the limit again and answers its 429 without counting.
    if (!('succeeded' in outcome)) return undefined;
    rememberJudgedSecret(req, { ...credentials, succeeded: outcome.succeeded });
    if (!outcome.succeeded) return undefined;

    const ctx = contextFor(req, client, params);
    return runInProviderRequest(ctx, async () => {
      const info = await getResourceServerInfo(ctx, params.resource as string, client);
      const resourceServer = new provider.ResourceServer(params.resource as string, info);
      const granted = new Set(info.scope.split(' '));
      const scope = [...new Set(params.scope?.split(' '))].filter((name) => granted.has(name)).join(' ') || undefined;
      const token = new provider.ClientCredentials({ client, scope });
      token.resourceServer = resourceServer;
      (ctx.oidc.entities as { ClientCredentials?: unknown }).ClientCredentials = token;
      const accessToken = await token.save();
      // buildTokenResponse's order (lib/helpers/grant_response.js).
      ctx.body = { access_token: accessToken, expires_in: token.expiration, scope, token_type: token.tokenType };
      return ctx;
    });
  };

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (!plainHeaders(req)) return false;
    const body = await readBody(req, Number(req.headers['content-length']));
    // A broken request (the client went away mid-body): nothing left to answer, by us or the provider.
    if (!body) return Boolean(req.destroy());
    // Read already: the provider parses it from `req.body` (lib/shared/selective_body.js).
    (req as IncomingMessage & { body?: Buffer }).body = body;
    const params = plainParamsOf(body);
    if (!params) return false;
    const ctx = await grant(req, params).catch(() => undefined);
    if (!ctx) return false;
    const json = Buffer.from(JSON.stringify(ctx.body));
    res.writeHead(200, {
      vary: 'Origin',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'WWW-Authenticate',
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': json.length,
    });
    res.end(json);
    provider.emit('grant.success', ctx);
    return true;
  };
};

export type ClientCredentialsFastPath = ReturnType<typeof createClientCredentialsFastPath>;
