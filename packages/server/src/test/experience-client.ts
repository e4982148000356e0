import { client, discover } from './oidc-client';

/** A minimal cookie jar: name → value, from Set-Cookie headers. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Sets a cookie as a browser would hold it (a forged one, in a test). */
  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A browser stand-in for the sign-in flow: a relying party (openid-client,
 * code + PKCE) starts at `/oidc/auth`, the "pages" speak the Experience API
 * with the interaction cookie, and redirects are followed to the callback.
 */
export const startSignIn = async (
  base: string,
  options: {
    issuer: string;
    clientId: string;
    redirectUri: string;
    scope?: string;
    /** Extra authorization parameters; an array repeats the parameter (several `resource`s). */
    extra?: Record<string, string | string[]>;
  },
) => {
  const config = await discover(options.issuer, options.clientId, undefined, 'none');
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const parameters = new URLSearchParams({
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid profile email offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    prompt: 'consent',
  });
  for (const [name, value] of Object.entries(options.extra ?? {})) {
    parameters.delete(name);
    for (const item of [value].flat()) parameters.append(name, item);
  }
  const url = client.buildAuthorizationUrl(config, parameters);
  const jar = new CookieJar();
  const first = await fetch(url, { redirect: 'manual' });
  jar.store(first);
  const landing = new URL(first.headers.get('location') ?? '/', base);

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(path, base), {
      method,
      headers: { cookie: jar.header(), ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    jar.store(response);
    const text = await response.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  /** Follows redirects from `location` until the relying party's redirect URI, then exchanges the code. */
  const finish = async (location: string) => {
    let next = new URL(location, base);
    for (let hop = 0; hop < 10 && !next.href.startsWith(options.redirectUri); hop++) {
      const response = await fetch(next, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.store(response);
      const target = response.headers.get('location');
      if (!target) throw new Error(`stuck at ${next.href}: ${response.status} ${await response.text()}`);
      next = new URL(target, next);
    }
    return client.authorizationCodeGrant(config, next, { pkceCodeVerifier: verifier, expectedState: state });
  };

  return { config, jar, landing, call, finish };
};

/** Registers through the Experience API and returns the tokens. */
export const register = async (
  flow: Awaited<ReturnType<typeof startSignIn>>,
  identifier: { type: 'username' | 'email' | 'phone'; value: string },
  password: string,
) => {
  const started = await flow.call('PUT', '/api/experience', { interactionEvent: 'Register' });
  if (started.status !== 204) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const verified = await flow.call('POST', '/api/experience/verification/new-password-identity', {
    identifier,
    password,
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const identified = await flow.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  if (identified.status !== 201) throw new Error(`identify: ${identified.status} ${JSON.stringify(identified.body)}`);
  const submitted = await flow.call('POST', '/api/experience/submit');
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return flow.finish(submitted.body.redirectTo);
};

/**
 * Starts a sign-in, verifies the password and identifies the user; returns the
 * submit response unchecked, so a test can look at what submit answers.
 */
export const submitPasswordSignIn = async (
  flow: Awaited<ReturnType<typeof startSignIn>>,
  identifier: { type: 'username' | 'email' | 'phone'; value: string },
  password: string,
) => {
  const started = await flow.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
  if (started.status !== 204) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const verified = await flow.call('POST', '/api/experience/verification/password', { identifier, password });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const identified = await flow.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  if (identified.status !== 204) throw new Error(`identify: ${identified.status} ${JSON.stringify(identified.body)}`);
  return flow.call('POST', '/api/experience/submit');
};

/** Signs in with a password through the Experience API and returns the tokens. */
export const signInWithPassword = async (
  flow: Awaited<ReturnType<typeof startSignIn>>,
  identifier: { type: 'username' | 'email' | 'phone'; value: string },
  password: string,
) => {
  const submitted = await submitPasswordSignIn(flow, identifier, password);
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return flow.finish(submitted.body.redirectTo);
};
