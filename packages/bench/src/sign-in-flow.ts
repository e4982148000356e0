import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';

/** Keep-alive connections shared by every flow: the load generator should cost as little CPU as it can. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A bare HTTP/1.1 request (cheaper than fetch here, where the load generator shares the server's cores). */
const send = (url: URL, method: string, headers: Record<string, string>, body?: string) =>
  new Promise<Reply>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(body !== undefined && { 'content-length': Buffer.byteLength(body) }) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

/** A minimal cookie jar for one browser-like flow. */
const createJar = () => {
  const cookies = new Map<string, string>();
  return {
    store: (response: Reply) => {
      for (const header of response.headers['set-cookie'] ?? []) {
        const [pair = ''] = header.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
};

export type FlowTarget = { userUrl: string; clientId: string; redirectUri: string };

/** One Experience API call of a flow: JSON in, JSON out, a 4xx or 5xx throws. */
export type FlowCall = (method: string, path: string, body?: unknown) => Promise<Record<string, string>>;

/**
 * One complete authorization-code sign-in, as a browser and a relying party
 * would do it: /oidc/auth, the Experience API steps of `steps` (start, verify,
 * identify), submit, the redirects back, and the code exchange with PKCE.
 * `address` is sent as X-Forwarded-For so per-address limits see many clients.
 */
export const runFlow = async (target: FlowTarget, address: string, steps: (call: FlowCall) => Promise<void>) => {
  const jar = createJar();
  const verifier = randomBytes(32).toString('base64url');
  const headers = () => ({ cookie: jar.header(), 'x-forwarded-for': address });
  const call: FlowCall = async (method, path, body) => {
    const response = await send(
      new URL(path, target.userUrl),
      method,
      { ...headers(), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body === undefined ? undefined : JSON.stringify(body),
    );
    jar.store(response);
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${response.body}`);
    return (response.body ? JSON.parse(response.body) : {}) as Record<string, string>;
  };

  const authorize = new URL('/oidc/auth', target.userUrl);
  authorize.search = new URLSearchParams({
    client_id: target.clientId,
    redirect_uri: target.redirectUri,
    response_type: 'code',
    scope: 'openid profile',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const start = await send(authorize, 'GET', headers());
  jar.store(start);
  if (start.status !== 303) throw new Error(`/oidc/auth: ${start.status}`);

  await steps(call);
  const { redirectTo } = await call('POST', '/api/experience/submit');

  let next = new URL(redirectTo ?? '', target.userUrl);
  for (let hop = 0; hop < 5 && !next.href.startsWith(target.redirectUri); hop++) {
    const response = await send(next, 'GET', headers());
    jar.store(response);
    const location = response.headers.location;
    if (!location) throw new Error(`redirect chain stopped at ${next.pathname}: ${response.status}`);
    next = new URL(location, next);
  }
  const code = next.searchParams.get('code');
  if (!code) throw new Error(`no code in ${next.href}`);

  const token = await send(
    new URL('/oidc/token', target.userUrl),
    'POST',
    { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: target.redirectUri,
      client_id: target.clientId,
      code_verifier: verifier,
    }).toString(),
  );
  if (token.status !== 200) throw new Error(`/oidc/token: ${token.status} ${token.body}`);
  const tokens = JSON.parse(token.body) as { id_token?: string };
  if (!tokens.id_token) throw new Error('no ID token');
};

/** A sign-in (or registration) with a username and password. */
export const runPasswordFlow = (
  target: FlowTarget,
  event: 'SignIn' | 'Register',
  username: string,
  password: string,
  address: string,
) =>
  runFlow(target, address, async (call) => {
    await call('PUT', '/api/experience', { interactionEvent: event });
    const identifier = { type: 'username', value: username };
    const verification =
      event === 'SignIn'
        ? await call('POST', '/api/experience/verification/password', { identifier, password })
        : await call('POST', '/api/experience/verification/new-password-identity', { identifier, password });
    await call('POST', '/api/experience/identification', { verificationId: verification.verificationId });
  });
