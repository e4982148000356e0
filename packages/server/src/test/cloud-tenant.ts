import { expect } from 'vitest';
import type { signUpConsoleUser } from './console-user';
import type { TestGatehouse } from './harness';
import { api } from './oidc-client';

export type ConsoleUser = Awaited<ReturnType<typeof signUpConsoleUser>>;

/**
 * A tenant of the cloud edition as its console user reaches it: created through `POST /api/tenants`,
 * its management API through the console's proxy (`/m/{tenantId}/api`), and `plan` to put it on a plan.
 */
export const createCloudTenant = async (
  gh: TestGatehouse,
  user: ConsoleUser,
  tag: 'development' | 'production',
  name = `${tag} tenant`,
) => {
  const created = await api(gh.adminUrl, user.meToken).post('/api/tenants', { name, tag, regionName: 'EU' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  const http = api(gh.adminUrl, await user.tenantToken(id));
  const prefixed = (path: string) => `/m/${id}${path}`;
  return {
    id,
    management: {
      get: (path: string) => http.get(prefixed(path)),
      post: (path: string, body?: unknown) => http.post(prefixed(path), body),
      patch: (path: string, body?: unknown) => http.patch(prefixed(path), body),
      put: (path: string, body?: unknown) => http.put(prefixed(path), body),
      delete: (path: string) => http.delete(prefixed(path)),
    },
    plan: async (planId: string) => {
      await gh.deps.database.system.updateTable('tenants').set({ planId }).where('id', '=', id).execute();
    },
  };
};

/** A 403 `subscription.quota_exceeded` naming the quota and its limit. */
export const expectQuotaExceeded = (answer: { status: number; body: any }, quota: Record<string, number | boolean>) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403);
  expect(answer.body.code).toBe('subscription.quota_exceeded');
  expect(answer.body.data).toEqual(quota);
};
