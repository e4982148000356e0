import { createHash, randomBytes } from 'node:crypto';

/** A minimal cookie jar for one browser-like flow. */
const createJar = () => {
  const cookies = new Map<string, string>();
  return {
    store: (response: Response) => {
      for (const header of response.headers.getSetCookie()) {
        const [pair = ''] = header.split(';');
        const index = pair.indexOf('=');
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
};

export type FlowTarget = { userUrl: string; clientId: string; redirectUri: string };

/**
 * One complete authorization-code sign-in, as a browser and a relying party
 * would do it: /oidc/auth, the Experience API (start, password, identify,
 * submit), the redirects back, and the code exchange with PKCE. `address` is
 * sent as X-Forwarded-For so per-address limits see many clients.
 */
export const runPasswordFlow = async (
  target: FlowTarget,
  event: 'SignIn' | 'Register',
  username: string,
  password: string,
  address: string,
) => {
  const jar = createJar();
  const verifier = randomBytes(32).toString('base64url');
  const headers = () => ({ cookie: jar.header(), 'x-forwarded-for': address });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, target.userUrl), {
      method,
      headers: { ...headers(), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    jar.store(response);
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as Record<string, string>;
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
  const start = await fetch(authorize, { headers: headers(), redirect: 'manual' });
  jar.store(start);
  if (start.status !== 303) throw new Error(`/oidc/auth: ${start.status}`);

  await call('PUT', '/api/experience', { interactionEvent: event });
  const identifier = { type: 'username', value: username };
  const verification =
    event === 'SignIn'
      ? await call('POST', '/api/experience/verification/password', { identifier, password })
      : await call('POST', '/api/experience/verification/new-password-identity', { identifier, password });
  await call('POST', '/api/experience/identification', { verificationId: verification.verificationId });
  const { redirectTo } = await call('POST', '/api/experience/submit');

  let next = new URL(redirectTo ?? '', target.userUrl);
  for (let hop = 0; hop < 5 && !next.href.startsWith(target.redirectUri); hop++) {
    const response = await fetch(next, { headers: headers(), redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`redirect chain stopped at ${next.pathname}: ${response.status}`);
    next = new URL(location, next);
  }
  const code = next.searchParams.get('code');
  if (!code) throw new Error(`no code in ${next.href}`);

  const token = await fetch(new URL('/oidc/token', target.userUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: target.redirectUri,
      client_id: target.clientId,
      code_verifier: verifier,
    }),
  });
  if (token.status !== 200) throw new Error(`/oidc/token: ${token.status} ${await token.text()}`);
  const tokens = (await token.json()) as { id_token?: string };
  if (!tokens.id_token) throw new Error('no ID token');
};
