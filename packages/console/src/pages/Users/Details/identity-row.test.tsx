import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TenantApi } from '../../../api/client';
import { createQueryClient } from '../../../api/query-client';
import { createTestApiClient } from '../../../api/test-client';
import { IdentityRow } from './IdentityRow';

const api: { current?: TenantApi } = {};
vi.mock('../../../api/ApiProvider', () => ({ useManagementClient: () => api.current }));

const logo = 'data:image/svg+xml;base64,PHN2Zy8+';
const social = (id: string, target: string, name: string) => ({
  id,
  type: 'social',
  platform: 'web',
  target,
  name: { en: name },
  description: { en: name },
  logo,
  logoDark: null,
  readme: '',
  configForm: [],
});
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The tenant has a GitHub connector named by the admin; Google is only a factory. */
const renderRow = (target: string, identity: unknown, onUnlink = vi.fn()) => {
  const fetch = vi.fn(async (input: URL | RequestInfo) => {
    const { pathname } = new URL(String(input));
    if (pathname === '/api/connectors') {
      return json([
        {
          ...social('c1', 'github', 'Company GitHub'),
          connectorId: 'github',
          config: {},
          syncProfile: false,
          enabled: true,
          metadata: {},
          createdAt: 1,
        },
      ]);
    }
    return json([social('github', 'github', 'GitHub'), social('google', 'google', 'Google')]);
  });
  const client = createTestApiClient(fetch);
  api.current = { tenantId: 'default', client };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IdentityRow target={target} identity={identity} onUnlink={onUnlink} />
    </QueryClientProvider>,
  );
  return onUnlink;
};

describe('a linked social identity', () => {
  it('names the tenant’s connector for its target, with the user’s id at the provider', async () => {
    const onUnlink = renderRow('github', { userId: '42', details: {} });
    expect(await screen.findByText('Company GitHub')).toBeTruthy();
    expect(screen.getByText('ID at the provider: 42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unlink: Company GitHub' }));
    expect(onUnlink).toHaveBeenCalledWith('Company GitHub');
  });

  it('falls back to the built-in factory, then to the bare target', async () => {
    renderRow('google', { userId: 7 });
    expect(await screen.findByText('Google')).toBeTruthy();
    expect(screen.getByText('ID at the provider: 7')).toBeTruthy();
  });

  it('shows an identity of a provider Gatehouse does not know by its target', async () => {
    renderRow('acme', {});
    expect(await screen.findByRole('button', { name: 'Unlink: acme' })).toBeTruthy();
    expect(screen.getAllByText('acme')).toHaveLength(2);
  });
});
