import { describe, expect, it } from 'vitest';
import { type AppGuide, appGuides, guideCatalog, guideFiles, secretPlaceholder } from '.';

const values = {
  issuer: 'https://auth.example.com/oidc',
  endpoint: 'https://auth.example.com',
  appId: 'app123',
  redirectUri: 'https://shop.example.com/auth/done',
  postLogoutRedirectUri: 'https://shop.example.com/bye',
  managementApi: 'https://default.gatehouse.app/api',
  resource: 'https://api.example.com',
  scope: 'read:orders',
};
const guides = appGuides(values);
const guide = (id: AppGuide['id']) => {
  const found = guides.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} guide`);
  return found;
};
const codeOf = (found: AppGuide) => found.steps.map((step) => step.code ?? '').join('\n');

describe('application guides', () => {
  it('offer the stacks of each usable type, and none for SAML', () => {
    const idsOf = (type: string) =>
      guideCatalog.filter((found) => (found.types as readonly string[]).includes(type)).map((found) => found.id);
    expect(idsOf('Traditional')).toEqual(['nextjs', 'express', 'flask', 'django', 'go', 'oidc']);
    expect(idsOf('SPA')).toEqual(['react', 'vue', 'angular', 'oidc']);
    expect(idsOf('Native')).toEqual(['ios', 'android', 'oidc']);
    expect(idsOf('MachineToMachine')).toEqual(['curl']);
    expect(idsOf('SAML')).toEqual([]);
  });

  it('go step by step for a user sign-in: install, configure, sign in, callback, sign out, a protected call', () => {
    for (const found of guides.filter((candidate) => candidate.id !== 'curl')) {
      const kinds = new Set(found.steps.map((step) => step.kind));
      for (const kind of ['configure', 'sign_in', 'callback', 'sign_out', 'protected_call'] as const) {
        expect(kinds.has(kind), `${found.id}: ${kind}`).toBe(true);
      }
      if (found.id !== 'oidc') expect(found.steps[0]?.kind, found.id).toBe('install');
    }
  });

  it('fill in the app id, the tenant issuer and the redirect URIs, and never a real secret or an empty value', () => {
    for (const found of guides) {
      const code = codeOf(found);
      expect(code, found.id).toContain(values.issuer);
      expect(code, found.id).toContain(values.appId);
      expect(code, found.id).not.toMatch(/['"`]undefined|\[object Object\]/);
      if (found.id === 'curl') continue;
      expect(code, found.id).toContain(values.redirectUri);
      // SPAs and native apps are public clients: they hold no secret at all.
      const isPublic = found.types.every((type) => type === 'SPA' || type === 'Native');
      expect(code.includes('APP_SECRET') || code.includes(secretPlaceholder), found.id).toBe(!isPublic);
    }
  });

  it('answer the callback on the redirect URI’s own path, and servers listen on its port', () => {
    const onPort = appGuides({ ...values, redirectUri: 'http://localhost:4321/auth/done' });
    const files = (id: string) => guideFiles(onPort.find((found) => found.id === id) as AppGuide);
    expect(files('express')['server.mjs']).toContain("app.get('/auth/done'");
    expect(files('express')['server.mjs']).toContain(
      "app.listen(4321, () => console.log('Open http://localhost:4321/'))",
    );
    expect(files('nextjs')['app/auth/done/route.ts']).toContain("from '../../../lib/gatehouse'");
    expect(files('nextjs').shell).toBe('npx next dev -p 4321');
    expect(files('flask')['app.py']).toContain('@app.get("/auth/done")');
    expect(files('flask')['app.py']).toContain('app.run(port=4321)');
    expect(files('django')['mysite/urls.py']).toContain('path("auth/done", gatehouse.callback)');
    expect(files('django').shell).toContain('python manage.py runserver 4321');
    expect(files('go')['main.go']).toContain('http.HandleFunc("GET /auth/done", callback)');
    expect(files('go')['main.go']).toContain('http.ListenAndServe(":4321", nil)');
    expect(files('vue')['src/router.js']).toContain("path: '/auth/done'");
    // Without a port, behind the proxy that serves the host.
    expect(guideFiles(guide('express'))['server.mjs']).toContain('app.listen(3000');
  });

  it('use the maintained library of each platform', () => {
    expect(guide('flask').steps[0]?.code).toBe('pip install flask authlib requests');
    expect(guide('django').steps[0]?.code).toContain('pip install django authlib requests');
    expect(guide('go').steps[0]?.code).toContain('github.com/coreos/go-oidc/v3/oidc golang.org/x/oauth2');
    expect(guide('ios').steps[0]?.code).toContain('https://github.com/openid/AppAuth-iOS.git');
    expect(guide('android').steps[0]?.code).toContain('net.openid:appauth:');
    expect(guide('vue').steps[0]?.code).toContain('oidc-client-ts');
    expect(guide('angular').steps[0]?.code).toContain('angular-auth-oidc-client');
    expect(guide('nextjs').steps[0]?.code).toContain('openid-client');
  });

  it('native guides register the redirect URI’s scheme with AppAuth', () => {
    const native = appGuides({ ...values, redirectUri: 'com.example.shop://callback' });
    const code = (id: string) => codeOf(native.find((found) => found.id === id) as AppGuide);
    expect(code('android')).toContain('manifestPlaceholders["appAuthRedirectScheme"] = "com.example.shop"');
    expect(code('ios')).toContain('("com.example.shop")');
  });

  it('send a post sign-out redirect URI only when the app has one registered', () => {
    const without = appGuides({ ...values, postLogoutRedirectUri: '' });
    const code = (list: AppGuide[], id: string) => codeOf(list.find((found) => found.id === id) as AppGuide);
    expect(code(without, 'angular')).not.toContain('postLogoutRedirectUri');
    expect(code(without, 'android')).not.toContain('setPostLogoutRedirectUri');
    expect(code(without, 'oidc')).not.toContain('post_logout_redirect_uri');
    expect(code(guides, 'angular')).toContain(`postLogoutRedirectUri: '${values.postLogoutRedirectUri}'`);
    expect(code(guides, 'android')).toContain('.setPostLogoutRedirectUri(postLogoutRedirectUri)');
    expect(code(guides, 'oidc')).toContain(
      `post_logout_redirect_uri=${encodeURIComponent(values.postLogoutRedirectUri)}`,
    );
  });

  it('the generic guide names the discovery URL, the endpoints and PKCE S256', () => {
    const code = codeOf(guide('oidc'));
    expect(code).toContain(`${values.issuer}/.well-known/openid-configuration`);
    for (const endpoint of ['/auth', '/token', '/me', '/session/end', '/jwks']) {
      expect(code).toContain(`"${values.issuer}${endpoint}"`);
    }
    expect(code).toContain('code_challenge_method=S256');
    expect(code).toContain(`redirect_uri=${encodeURIComponent(values.redirectUri)}`);
  });

  it('the machine-to-machine guide assigns the role first, then asks a management API token and calls the API', () => {
    const curl = guide('curl');
    expect(curl.steps.map((step) => step.kind)).toEqual(['assign_role', 'token', 'protected_call', 'own_api']);
    expect(curl.steps[1]?.code).toContain(`${values.issuer}/token`);
    expect(curl.steps[1]?.code).toContain(`resource=${values.managementApi}`);
    expect(curl.steps[1]?.code).toContain(`${values.appId}:${secretPlaceholder}`);
    expect(curl.steps[2]?.code).toContain(`${values.endpoint}/api/applications`);
    expect(curl.steps[3]?.code).toContain(`resource=${values.resource}`);
    expect(curl.steps[3]?.code).toContain(`scope=${values.scope}`);
    const managementOnly = appGuides({ ...values, resource: values.managementApi });
    expect(managementOnly.find((found) => found.id === 'curl')?.steps.map((step) => step.kind)).not.toContain(
      'own_api',
    );
  });
});
