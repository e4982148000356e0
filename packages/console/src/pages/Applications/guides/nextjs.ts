import { type AppGuide, type AppGuideValues, callbackPath, isPlainHttp, listenPort, secretPlaceholder } from './types';

/** Where a route file imports `lib/gatehouse.ts` from: `app/callback/route.ts` → `../../lib/gatehouse`. */
const libFrom = (routeDir: string) => `${'../'.repeat(routeDir.split('/').filter(Boolean).length + 1)}lib/gatehouse`;

const route = (path: string) => `app${path === '/' ? '' : path}/route.ts`;

/**
 * Next.js (App Router) with openid-client: route handlers on web-standard Request and Response, the
 * session in an encrypted cookie (jose), authorization code + PKCE.
 */
export const nextjsGuide = (v: AppGuideValues): AppGuide => {
  const callback = callbackPath(v.redirectUri);
  return {
    id: 'nextjs',
    name: 'Next.js',
    types: ['Traditional'],
    steps: [
      { kind: 'install', file: 'npm', language: 'bash', code: 'npm install openid-client jose' },
      {
        kind: 'configure',
        file: '.env.local',
        language: 'bash',
        code: `APP_SECRET='${secretPlaceholder}'\nSESSION_SECRET='<at least 32 random characters: openssl rand -hex 32>'`,
      },
      {
        kind: 'configure',
        file: 'lib/gatehouse.ts',
        language: 'typescript',
        code: `import { EncryptJWT, jwtDecrypt } from 'jose';
import * as client from 'openid-client';

export const redirectUri = '${v.redirectUri}';
export const postLogoutRedirectUri = '${v.postLogoutRedirectUri}';
export type Session = { sub: string; accessToken: string; idToken: string };

let discovered: Promise<client.Configuration> | undefined;
/** The provider's endpoints and this app's credentials, discovered once. */
export const oidc = () =>
  (discovered ??= client.discovery(new URL('${v.issuer}'), '${v.appId}', process.env.APP_SECRET${
    isPlainHttp(v.issuer)
      ? ', undefined, {\n    execute: [client.allowInsecureRequests], // plain HTTP: development only\n  }'
      : ''
  }));

const key = async () =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(process.env.SESSION_SECRET)));

/** Encrypts what a cookie holds, so the browser can neither read nor change it. */
export const seal = async (payload: Record<string, unknown>, expiresIn: string) =>
  new EncryptJWT(payload).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setExpirationTime(expiresIn).encrypt(await key());

export const unseal = async <T>(value: string | undefined): Promise<T | undefined> => {
  if (!value) return undefined;
  try {
    return (await jwtDecrypt(value, await key())).payload as T;
  } catch {
    return undefined;
  }
};

export const readCookie = (request: Request, name: string) =>
  request.headers.get('cookie')?.split(/;\\s*/).find((pair) => pair.startsWith(\`\${name}=\`))?.slice(name.length + 1);

export const cookie = (name: string, value: string, maxAge: number) =>
  \`\${name}=\${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=\${maxAge}\${redirectUri.startsWith('https:') ? '; Secure' : ''}\`;
`,
      },
      {
        kind: 'sign_in',
        file: 'app/sign-in/route.ts',
        language: 'typescript',
        code: `import * as client from 'openid-client';
import { cookie, oidc, redirectUri, seal } from '${libFrom('/sign-in')}';

export async function GET() {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(await oidc(), {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const pending = await seal({ verifier, state }, '10m');
  return new Response(null, { status: 302, headers: { location: url.href, 'set-cookie': cookie('sign-in', pending, 600) } });
}
`,
      },
      {
        kind: 'callback',
        file: route(callback),
        language: 'typescript',
        code: `import * as client from 'openid-client';
import { cookie, oidc, readCookie, redirectUri, seal, unseal } from '${libFrom(callback)}';

export async function GET(request: Request) {
  const pending = await unseal<{ verifier: string; state: string }>(readCookie(request, 'sign-in'));
  if (!pending) return Response.redirect(new URL('/sign-in', redirectUri));
  const tokens = await client.authorizationCodeGrant(await oidc(), new URL(new URL(request.url).search, redirectUri), {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
  });
  const session = await seal({ sub: tokens.claims()?.sub, accessToken: tokens.access_token, idToken: tokens.id_token }, '1h');
  const headers = new Headers({ location: new URL('/', redirectUri).href });
  headers.append('set-cookie', cookie('session', session, 3600));
  headers.append('set-cookie', cookie('sign-in', '', 0));
  return new Response(null, { status: 302, headers });
}
`,
      },
      {
        kind: 'sign_out',
        file: 'app/sign-out/route.ts',
        language: 'typescript',
        code: `import * as client from 'openid-client';
import { cookie, oidc, postLogoutRedirectUri, readCookie, type Session, unseal } from '${libFrom('/sign-out')}';

export async function GET(request: Request) {
  const session = await unseal<Session>(readCookie(request, 'session'));
  const url = client.buildEndSessionUrl(await oidc(), {
    ...(session && { id_token_hint: session.idToken }),
    ...(postLogoutRedirectUri && { post_logout_redirect_uri: postLogoutRedirectUri }),
  });
  return new Response(null, { status: 302, headers: { location: url.href, 'set-cookie': cookie('session', '', 0) } });
}
`,
      },
      {
        kind: 'protected_call',
        file: 'app/profile/route.ts',
        language: 'typescript',
        code: `import * as client from 'openid-client';
import { oidc, readCookie, type Session, unseal } from '${libFrom('/profile')}';

export async function GET(request: Request) {
  const session = await unseal<Session>(readCookie(request, 'session'));
  if (!session) return Response.json({ error: 'sign in first' }, { status: 401 });
  // The access token calls the userinfo endpoint; an API of yours takes it the same way.
  return Response.json(await client.fetchUserInfo(await oidc(), session.accessToken, session.sub));
}
`,
      },
      {
        kind: 'run',
        file: 'app/page.tsx',
        language: 'typescript',
        code: `import { cookies } from 'next/headers';
import { type Session, unseal } from '../lib/gatehouse';

export default async function Home() {
  const session = await unseal<Session>((await cookies()).get('session')?.value);
  if (!session) return <a href="/sign-in">Sign in</a>;
  return (
    <p>
      Hello {session.sub} · <a href="/profile">Profile</a> · <a href="/sign-out">Sign out</a>
    </p>
  );
}
`,
      },
      { kind: 'run', file: 'shell', language: 'bash', code: `npx next dev -p ${listenPort(v.redirectUri)}` },
    ],
  };
};
