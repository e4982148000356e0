import { roleEvents, scopeEvents } from '@gatehouse/schemas/logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { startHookReceiver } from '../test/hook-receiver';
import { api, managementToken } from '../test/oidc-client';

/** Role and Scope data events (spec §9) reach a hook subscribed to them, each with its subject. */
let gh: TestGatehouse;
let http: ReturnType<typeof api>;
let receiver: Awaited<ReturnType<typeof startHookReceiver>>;

beforeAll(async () => {
  gh = await startTestGatehouse({ GATEHOUSE_HOOKS_ALLOW_HTTP: '1', GATEHOUSE_OUTBOUND_PRIVATE: '1' });
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  receiver = await startHookReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await gh?.stop();
});

const ok = async <T>(response: Promise<{ status: number; body: T }>, status: number) => {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body;
};

describe('role and scope webhook events', () => {
  it('delivers each Role.* and Scope.* event, in order, and nothing for a refused change', async () => {
    const hook = await ok(
      http.post('/api/hooks', {
        name: 'RBAC',
        events: [...roleEvents, ...scopeEvents],
        config: { url: receiver.url, retries: 0 },
      }),
      201,
    );
    const resource = await ok(http.post('/api/resources', { name: 'Hooks API', indicator: 'https://hooks.test' }), 201);
    const scope = await ok(http.post(`/api/resources/${resource.id}/scopes`, { name: 'read:things' }), 201);
    await ok(http.patch(`/api/resources/${resource.id}/scopes/${scope.id}`, { description: 'Read things' }), 200);
    const role = await ok(http.post('/api/roles', { name: 'hook-role', description: 'A role' }), 201);
    await ok(http.patch(`/api/roles/${role.id}`, { description: 'Renamed' }), 200);
    await ok(http.post(`/api/roles/${role.id}/scopes`, { scopeIds: [scope.id] }), 201);
    await ok(http.delete(`/api/roles/${role.id}/scopes/${scope.id}`), 204);
    // A refused change emits nothing: the event is written in the change's transaction.
    await ok(http.post('/api/roles', { name: 'hook-role', description: 'Taken' }), 422);
    await ok(http.delete(`/api/roles/${role.id}`), 204);
    // A role that loses a permission deleted on its own, or with its resource, is reported too.
    const holder = await ok(http.post('/api/roles', { name: 'hook-holder', description: 'Holds' }), 201);
    await ok(http.post(`/api/roles/${holder.id}/scopes`, { scopeIds: [scope.id] }), 201);
    await ok(http.delete(`/api/resources/${resource.id}/scopes/${scope.id}`), 204);
    const cascaded = await ok(http.post(`/api/resources/${resource.id}/scopes`, { name: 'write:things' }), 201);
    await ok(http.post(`/api/roles/${holder.id}/scopes`, { scopeIds: [cascaded.id] }), 201);
    await ok(http.delete(`/api/resources/${resource.id}`), 204);
    await gh.settle();

    const received = receiver.received.filter((request) => request.json.hookId === hook.id).map(({ json }) => json);
    expect(received.map(({ event }) => event)).toEqual([
      'Scope.Created',
      'Scope.Data.Updated',
      'Role.Created',
      'Role.Data.Updated',
      'Role.Scopes.Updated',
      'Role.Scopes.Updated',
      'Role.Deleted',
      'Role.Created',
      'Role.Scopes.Updated',
      'Scope.Deleted',
      'Role.Scopes.Updated',
      'Scope.Created',
      'Role.Scopes.Updated',
      'Scope.Deleted',
      'Role.Scopes.Updated',
    ]);
    expect(received[0]).toMatchObject({
      scopeId: scope.id,
      resourceId: resource.id,
      data: { id: scope.id, name: 'read:things' },
    });
    expect(received[1]).toMatchObject({ scopeId: scope.id, data: { description: 'Read things' } });
    expect(received[2]).toMatchObject({ roleId: role.id, data: { id: role.id, name: 'hook-role' } });
    expect(received[3]).toMatchObject({ roleId: role.id, data: { description: 'Renamed' } });
    // Role.Scopes.Updated carries the role's permissions after the change.
    expect(received[4]).toMatchObject({
      roleId: role.id,
      data: [{ id: scope.id, name: 'read:things', resource: { id: resource.id, indicator: 'https://hooks.test' } }],
    });
    expect(received[5]).toMatchObject({ roleId: role.id, data: [] });
    expect(received[6]).toMatchObject({ roleId: role.id });
    expect(received[6]?.data).toBeUndefined();
    expect(received[8]).toMatchObject({ roleId: holder.id, data: [{ id: scope.id }] });
    expect(received[9]).toMatchObject({ scopeId: scope.id });
    expect(received[10]).toMatchObject({ roleId: holder.id, data: [] });
    expect(received[12]).toMatchObject({ roleId: holder.id, data: [{ id: cascaded.id }] });
    expect(received[13]).toMatchObject({ scopeId: cascaded.id, resourceId: resource.id });
    expect(received[14]).toMatchObject({ roleId: holder.id, data: [] });

    // The audit log records each one too.
    const logs = await http.get(`/api/logs?logKey=TriggerHook.Role.Created`);
    expect(logs.body.some((log: { payload: { roleId?: string } }) => log.payload.roleId === role.id)).toBe(true);
  });
});
