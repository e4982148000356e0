import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGatehouse, type TestGatehouse } from '../test/harness';
import { getJson } from '../test/oidc-client';

let gh: TestGatehouse;
beforeAll(async () => {
  gh = await startTestGatehouse();
});
afterAll(() => gh?.stop());

describe('anonymous routes', () => {
  it('are only those that declare it: a path that merely starts like one needs a token', async () => {
    for (const path of [
      '/api/experiencex',
      '/api/experience-admin',
      '/api/experience/not-a-route',
      '/api/.well-known/x',
    ]) {
      const response = await fetch(`${gh.userUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('auth.unauthorized');
    }
    const declared = await fetch(`${gh.userUrl}/api/experience/interaction`);
    expect(declared.status).toBe(404);
    expect(((await declared.json()) as { code: string }).code).toBe('session.interaction_not_found');
  });

  it('says in the OpenAPI document, for every operation, whether it needs a token', async () => {
    const document = await getJson(`${gh.userUrl}/api/openapi.json`);
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { security?: unknown[] }>>,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
    const undeclared = operations.filter(({ operation }) => !Array.isArray(operation.security));
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const anonymous = operations.filter(({ operation }) => operation.security?.length === 0).map(({ path }) => path);
    expect(
      anonymous.filter(
        (path) =>
          path !== '/.well-known/webauthn' &&
          // The connection test's popup URL is anonymous: its one-time id is the credential.
          !/^\/api\/(experience|\.well-known|status|authn\/single-sign-on\/(saml|test-sessions)\/|saml\/|saml-applications\/\{id\}\/(metadata|callback)$)/.test(
            path,
          ),
      ),
    ).toEqual([]);
  });
});
