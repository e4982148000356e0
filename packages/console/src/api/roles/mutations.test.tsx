import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, type TenantApi } from '../client';
import { createQueryClient } from '../query-client';
import { roleKeys } from './keys';
import { useDeleteRole } from './mutations';
import { useRole, useRoleList, useRoleScopes } from './queries';

const api: { current?: TenantApi } = {};
vi.mock('../ApiProvider', () => ({ useManagementClient: () => api.current }));

const role = { id: 'r1', name: 'Editor', description: '', type: 'User', isDefault: false, isReadOnly: false };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A fake management API holding role r1 until it is deleted; it counts the requests per method and path. */
const fakeServer = () => {
  let deleted = false;
  const requests = new Map<string, number>();
  const notify = vi.fn();
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    const request = `${init?.method ?? 'GET'} ${pathname}`;
    requests.set(request, (requests.get(request) ?? 0) + 1);
    if (request === 'GET /api/roles') return json(200, deleted ? [] : [role], { 'total-number': deleted ? '0' : '1' });
    if (request === 'DELETE /api/roles/r1') {
      deleted = true;
      return new Response(null, { status: 204 });
    }
    if (deleted) return json(404, { code: 'role.not_found', message: 'The role does not exist.' });
    if (request === 'GET /api/roles/r1') return json(200, role);
    if (request === 'GET /api/roles/r1/scopes') return json(200, []);
    return json(500, { message: `unexpected ${request}` });
  });
  const client: ApiClient = createApiClient({
    baseUrl: 'https://tenant.test',
    accessToken: async () => 'token',
    language: () => 'en',
    translate: (key) => key,
    notify,
    onAuthRequired: vi.fn(),
    onForbidden: vi.fn(),
    fetch: fetch as typeof globalThis.fetch,
  });
  api.current = { tenantId: 't1', client };
  return { count: (request: string) => requests.get(request) ?? 0, notify };
};

const withQueryClient = () => {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
};

describe('deleting a role', () => {
  it('never asks for the deleted role again, even while its page is still shown and re-renders', async () => {
    const server = fakeServer();
    const { queryClient, wrapper } = withQueryClient();
    // The role's details page with its permissions tab, above the list it returns to.
    const page = renderHook(
      () => ({ role: useRole('r1'), scopes: useRoleScopes('r1'), list: useRoleList('', 1), remove: useDeleteRole() }),
      { wrapper },
    );
    await waitFor(() => expect(page.result.current.scopes.isSuccess && page.result.current.list.isSuccess).toBe(true));

    await act(() => page.result.current.remove.mutateAsync('r1'));
    page.rerender();
    await waitFor(() => expect(server.count('GET /api/roles')).toBe(2));

    expect(server.count('GET /api/roles/r1')).toBe(1);
    expect(server.count('GET /api/roles/r1/scopes')).toBe(1);
    expect(server.notify).not.toHaveBeenCalled();
    expect(page.result.current.list.data?.items).toEqual([]);

    page.unmount();
    expect(queryClient.getQueryCache().findAll({ queryKey: roleKeys.detail('t1', 'r1') })).toEqual([]);
  });
});

describe('a details query', () => {
  it('asks once when the entity does not exist: a 404 is final, one request and no toast (its page shows not found)', async () => {
    const server = fakeServer();
    const { wrapper } = withQueryClient();
    await act(() => api.current?.client.delete('/api/roles/{id}', { params: { id: 'r1' } }));

    const page = renderHook(() => useRole('r1'), { wrapper });
    await waitFor(() => expect(page.result.current.isError).toBe(true));

    expect(server.count('GET /api/roles/r1')).toBe(1);
    expect(server.notify).not.toHaveBeenCalled();
  });
});
