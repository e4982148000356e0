import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';
import { samples, uploadFile } from '../test/uploads';

let gh: TestGatehouse;
let token: string;

beforeAll(async () => {
  gh = await startTestGatehouse({ GATEHOUSE_STORAGE: 'off' });
  token = await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh));
});
afterAll(() => gh?.stop());

describe('uploads turned off (GATEHOUSE_STORAGE=off)', () => {
  it('says not_configured, refuses uploads with 503 storage.not_configured, and accepts no custom UI', async () => {
    const http = api(gh.userUrl, token);
    expect((await http.get('/api/user-assets/service-status')).body).toMatchObject({ status: 'not_configured' });
    for (const path of ['/api/user-assets', '/api/sign-in-exp/default/custom-ui-assets']) {
      const response = await uploadFile(`${gh.userUrl}${path}`, token, samples.zip);
      expect(response.status, path).toBe(503);
      expect(response.body.code).toBe('storage.not_configured');
    }
    const patched = await http.patch('/api/sign-in-exp', { customUiAssets: { id: 'abc', createdAt: 1 } });
    expect(patched.status).toBe(400);
    expect(patched.body.code).toBe('custom_ui.unknown_asset');
  });
});
