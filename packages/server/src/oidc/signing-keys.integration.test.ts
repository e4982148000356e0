import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let app: Awaited<ReturnType<typeof createManagementApp>>;
const freshApi = async () => api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, app));

beforeAll(async () => {
  gh = await startTestGatehouse();
  app = await createManagementApp(gh);
});
afterAll(() => gh?.stop());

type Key = { id: string; algorithm: string; createdAt: number; status: 'current' | 'previous' };
const jwksKids = async () => {
  const body = (await (await fetch(`${gh.userUrl}/oidc/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
  expect(body.keys.every((key) => key.d === undefined)).toBe(true);
  return body.keys.map((key) => key.kid);
};
/** Verifies as a relying party does: against the published JWKS, fetched afresh. */
const verifies = async (token: string) => {
  const jwks = createRemoteJWKSet(new URL(`${gh.userUrl}/oidc/jwks`), { cacheMaxAge: 0, cooldownDuration: 0 });
  try {
    await jwtVerify(token, jwks);
    return true;
  } catch {
    return false;
  }
};

describe('signing keys', () => {
  it('lists the keys without their material, the newest current', async () => {
    const http = await freshApi();
    const listed = await http.get('/api/configs/oidc/private-keys');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect(Object.keys(listed.body[0]).sort()).toEqual(['algorithm', 'createdAt', 'id', 'status']);
    expect(listed.body[0].status).toBe('current');
    expect(await jwksKids()).toEqual([listed.body[0].id]);
    const cookies = await http.get('/api/configs/oidc/cookie-keys');
    expect(cookies.body).toMatchObject([{ status: 'current', algorithm: 'HS256' }]);
    expect((await http.get('/api/configs/oidc/other-keys')).status).toBe(400);
  });

  it('rotates: the new key signs, the previous one stays in JWKS so issued tokens keep verifying', async () => {
    const http = await freshApi();
    const [original] = (await http.get('/api/configs/oidc/private-keys')).body as Key[];
    const oldToken = await managementToken(`${gh.userUrl}/oidc`, app);
    expect(decodeProtectedHeader(oldToken).kid).toBe(original?.id);

    const rotated = await http.post('/api/configs/oidc/private-keys/rotate', { signingKeyAlgorithm: 'EC' });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const [current, previous] = rotated.body as Key[];
    expect(current).toMatchObject({ algorithm: 'EC', status: 'current' });
    expect(previous).toEqual({ ...original, status: 'previous' });
    expect(await jwksKids()).toEqual([current?.id, original?.id]);

    const newToken = await managementToken(`${gh.userUrl}/oidc`, app);
    expect(decodeProtectedHeader(newToken)).toMatchObject({ kid: current?.id, alg: 'ES256' });
    expect(await verifies(oldToken)).toBe(true);
    expect(await verifies(newToken)).toBe(true);
    // The management API itself still takes the token signed before the rotation.
    expect((await api(gh.userUrl, oldToken).get('/api/configs/oidc/private-keys')).status).toBe(200);
  });

  it('refuses to delete the current key, and an unknown one, changing nothing', async () => {
    const http = await freshApi();
    const before = (await http.get('/api/configs/oidc/private-keys')).body as Key[];
    const refused = await http.delete(`/api/configs/oidc/private-keys/${before[0]?.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('signing_key.current_key');
    const unknown = await http.delete('/api/configs/oidc/private-keys/nope');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('signing_key.not_found');
    expect((await http.get('/api/configs/oidc/private-keys')).body).toEqual(before);
  });

  it('a second rotation drops the oldest key; deleting the previous key stops its tokens verifying', async () => {
    const http = await freshApi();
    const [, previous] = (await http.get('/api/configs/oidc/private-keys')).body as Key[];
    const tokenOfCurrent = await managementToken(`${gh.userUrl}/oidc`, app);
    const rotated = (await http.post('/api/configs/oidc/private-keys/rotate', {})).body as Key[];
    expect(rotated).toHaveLength(2);
    expect(rotated[0]?.algorithm).toBe('RSA');
    expect(rotated.map((key) => key.id)).not.toContain(previous?.id);
    expect(await verifies(tokenOfCurrent)).toBe(true);

    const deleted = await http.delete(`/api/configs/oidc/private-keys/${rotated[1]?.id}`);
    expect(deleted.status).toBe(204);
    expect(await jwksKids()).toEqual([rotated[0]?.id]);
    expect(await verifies(tokenOfCurrent)).toBe(false);
    expect((await api(gh.userUrl, tokenOfCurrent).get('/api/configs/oidc/private-keys')).status).toBe(401);
  });

  it('rotates cookie keys the same way, sign-in pages keep working', async () => {
    const http = await freshApi();
    const rotated = await http.post('/api/configs/oidc/cookie-keys/rotate', {});
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject([{ status: 'current' }, { status: 'previous' }]);
    const refused = await http.delete(`/api/configs/oidc/cookie-keys/${rotated.body[0].id}`);
    expect(refused.body.code).toBe('signing_key.current_key');
    expect((await http.delete(`/api/configs/oidc/cookie-keys/${rotated.body[1].id}`)).status).toBe(204);
    expect((await http.get('/api/configs/oidc/cookie-keys')).body).toHaveLength(1);
  });
});
