import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { type ClientMetadata, Provider } from 'oidc-provider';

/*
 * A real OpenID provider (oidc-provider, in memory) for the OIDC connectors' tests. Its one user
 * signs in and consents through a tiny interaction route; `signIn` plays the browser, following
 * redirects with cookies until the provider sends it to the client's redirect URI.
 */

export type TestAccount = { sub: string; email: string; email_verified: boolean; name: string };

/** Answers the next token request (once) in place of the provider: a forged or swapped token response. */
export type TokenInterceptor = () => Promise<unknown>;

export type TestProvider = {
  issuer: string;
  /** The provider's signing key (private), to sign tokens it would accept, or forge with its `kid`. */
  signingKey: JWK;
  /** Every request the provider's HTTP server received, as `METHOD path`. */
  requests: string[];
  interceptToken: (interceptor: TokenInterceptor | undefined) => void;
  /** Who signs in from now on (default the account the provider started with). */
  useAccount: (account: TestAccount) => void;
  /** Follows an authorization URL as a browser would; resolves with the callback's query. */
  signIn: (authorizationUri: string, redirectUri: string) => Promise<Record<string, string>>;
  close: () => Promise<void>;
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const startTestProvider = async (clients: ClientMetadata[], first: TestAccount): Promise<TestProvider> => {
  let account = first;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'provider-key', alg: 'RS256', use: 'sig' };
  const requests: string[] = [];
  let interceptor: TokenInterceptor | undefined;
  let handle: (req: IncomingMessage, res: ServerResponse) => void = () => undefined;
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients,
    jwks: { keys: [signingKey] },
    findAccount: async (_ctx, accountId) => ({ accountId, claims: async () => ({ ...account, sub: accountId }) }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-cookie-signing-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  });
  const callback = provider.callback();

  /** The user signs in as `account` and grants what was asked. */
  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  handle = (req, res) => {
    requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => send(res, 500, { error: String(error) }));
      return;
    }
    const current = interceptor;
    if (req.url === '/token' && current) {
      interceptor = undefined; // once: the interceptor may itself ask the provider for a token
      req.resume();
      current().then(
        (body) => send(res, 200, body),
        (error: unknown) => send(res, 500, { error: String(error) }),
      );
      return;
    }
    callback(req, res);
  };

  const signIn = async (authorizationUri: string, redirectUri: string) => {
    const cookies = new Map<string, string>();
    let url = authorizationUri;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) return Object.fromEntries(next.searchParams);
      url = next.href;
    }
    throw new Error('too many redirects');
  };

  return {
    issuer,
    signingKey,
    requests,
    interceptToken: (next) => {
      interceptor = next;
    },
    useAccount: (next) => {
      account = next;
    },
    signIn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
