import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The guides are pure functions of an app's values: the console renders them, this test runs them.
import { nextjsGuide } from '../../../console/src/pages/Applications/guides/nextjs';
import { guideFiles } from '../../../console/src/pages/Applications/guides/types';
import { createBrowser, writeGuideFiles } from '../test/guide-browser';
import { createManagementApp, freePort, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  admin = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

type RouteModule = { GET: (request: Request) => Promise<Response> };

describe('the Next.js guide', () => {
  it('its route handlers, served as Next serves app/**/route.ts, sign in with code + PKCE, call userinfo and sign out', async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const created = await admin.post('/api/applications', {
      name: 'Guided Next',
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: [`${origin}/api/auth/callback`], postLogoutRedirectUris: [origin] },
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: string; secret: string };
    const files = guideFiles(
      nextjsGuide({
        issuer: `${gh.userUrl}/oidc`,
        endpoint: gh.userUrl,
        appId: id,
        redirectUri: `${origin}/api/auth/callback`,
        postLogoutRedirectUri: origin,
        managementApi: '',
        resource: '',
        scope: '',
      }),
    );
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['app/sign-in/route.ts', 'app/api/auth/callback/route.ts', 'app/sign-out/route.ts']),
    );
    expect(files.shell).toBe(`npx next dev -p ${port}`);
    const written = await writeGuideFiles(files);
    process.env.APP_SECRET = secret;
    process.env.SESSION_SECRET = 'b'.repeat(64);
    const routes = new Map<string, RouteModule>();
    for (const route of ['/sign-in', '/api/auth/callback', '/sign-out', '/profile']) {
      routes.set(route, (await import(path.join(written.dir, `app${route}/route.ts`))) as RouteModule);
    }
    const app = createServer(
      getRequestListener((request) => {
        const route = routes.get(new URL(request.url).pathname);
        return route ? route.GET(request) : new Response('not found', { status: 404 });
      }),
    );
    await new Promise<void>((resolve) => app.listen(port, resolve));
    try {
      const browser = createBrowser();
      expect((await browser.open(`${origin}/profile`)).status).toBe(401);
      const signInPage = await browser.open(`${origin}/sign-in`);
      expect(signInPage.url.origin).toBe(gh.userUrl);
      const redirectTo = await browser.register(gh.userUrl, 'guided_next', 'Gatehouse-Tr0ub4dor');
      const home = await browser.open(redirectTo, {}, (url) => url.href === `${origin}/`);
      expect(home.url.href).toBe(`${origin}/`);

      const profile = await browser.open(`${origin}/profile`);
      expect(profile.status).toBe(200);
      expect(JSON.parse(profile.text)).toMatchObject({ username: 'guided_next', sub: expect.any(String) });

      const signedOut = await browser.open(`${origin}/sign-out`, {}, (url) => url.origin === gh.userUrl);
      expect(signedOut.url.pathname).toBe('/oidc/session/end');
      expect(signedOut.url.searchParams.get('post_logout_redirect_uri')).toBe(origin);
      expect(signedOut.url.searchParams.get('id_token_hint')).toBeTruthy();
      expect((await browser.open(`${origin}/profile`)).status).toBe(401);
    } finally {
      await new Promise((resolve) => app.close(resolve));
      await written.remove();
      delete process.env.APP_SECRET;
      delete process.env.SESSION_SECRET;
    }
  });
});
