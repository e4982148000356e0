import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { managementApiAccessRoleName } from '@gatehouse/schemas/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The guides are pure functions of an app's values: the console renders them, this test runs them.
import { curlGuide } from '../../../console/src/pages/Applications/guides/curl';
import { secretPlaceholder } from '../../../console/src/pages/Applications/guides/types';
import { managementIndicator } from '../platform/tenancy';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  admin = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

/** Runs a shell step as a developer pastes it, with the secret they were shown on creation (async: the server shares this process). */
const run = async (code: string, secret: string, accessToken = '') =>
  (
    await promisify(execFile)('sh', [
      '-c',
      code.replace(secretPlaceholder, secret).replace(/<access_token[^>]*>/, accessToken),
    ])
  ).stdout;

const curlStatus = (code: string) => `${code.trimEnd()} -o /dev/null -w '%{http_code}'`;

describe('the machine-to-machine (curl) guide', () => {
  it('gets a token and calls the management API once the app holds the role the guide names, and not before', async () => {
    const created = await admin.post('/api/applications', { name: 'Guided robot', type: 'MachineToMachine' });
    expect(created.status).toBe(201);
    const { id, secret } = created.body as { id: string; secret: string };
    const guide = curlGuide({
      issuer: `${gh.userUrl}/oidc`,
      endpoint: gh.userUrl,
      appId: id,
      redirectUri: '',
      postLogoutRedirectUri: '',
      managementApi: managementIndicator(gh.config, 'default'),
      resource: managementIndicator(gh.config, 'default'),
      scope: 'all',
    });
    expect(guide.steps.map((step) => step.kind)).toEqual(['assign_role', 'token', 'protected_call']);
    const [, token, call] = guide.steps;

    // Before the role: a token without any permission, which the management API refuses.
    const bare = JSON.parse(await run(token?.code ?? '', secret));
    expect(bare).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect(bare.scope).toBeUndefined();
    expect(await run(curlStatus(call?.code ?? ''), secret, bare.access_token)).toBe('403');

    // The step the guide asks for, as the Roles tab does it: "Assign roles", pick the role by its name.
    const candidates = await admin.get(`/api/roles?type=MachineToMachine&excludeApplicationId=${id}`);
    const role = (candidates.body as Array<{ id: string; name: string }>).find(
      (candidate) => candidate.name === managementApiAccessRoleName,
    );
    expect(role, 'the Roles tab offers the role the guide names').toBeDefined();
    expect((await admin.post(`/api/applications/${id}/roles`, { roleIds: [role?.id] })).status).toBe(201);

    const granted = JSON.parse(await run(token?.code ?? '', secret));
    expect(granted).toMatchObject({ token_type: 'Bearer', scope: 'all', access_token: expect.any(String) });
    const listed = JSON.parse(await run(call?.code ?? '', secret, granted.access_token));
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Guided robot' })]));
  });
});
