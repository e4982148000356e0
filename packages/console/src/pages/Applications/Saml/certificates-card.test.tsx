import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TenantApi } from '../../../api/client';
import { createQueryClient } from '../../../api/query-client';
import { createTestApiClient } from '../../../api/test-client';
import { CertificatesCard } from './CertificatesCard';

const api: { current?: TenantApi } = {};
vi.mock('../../../api/ApiProvider', () => ({ useManagementClient: () => api.current }));

const day = 86_400_000;
const secret = (id: string, expiresIn: number, active = false) => ({
  id,
  certificate: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
  fingerprint: `AA:${id}`,
  createdAt: Date.now() - 400 * day,
  expiresAt: Date.now() + expiresIn,
  active,
});

describe('the certificates of a SAML application', () => {
  it('marks expired and soon-expiring certificates, and offers no activation of an expired one', async () => {
    const rows = [secret('valid', 700 * day, true), secret('soon', 10 * day), secret('old', -day)];
    api.current = {
      tenantId: 'default',
      client: createTestApiClient(
        async () => new Response(JSON.stringify(rows), { headers: { 'content-type': 'application/json' } }),
      ),
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CertificatesCard id="app1" />
      </QueryClientProvider>,
    );
    const row = async (id: string) => (await screen.findByText(`AA:${id}`)).closest('tr') as HTMLElement;
    const valid = within(await row('valid'));
    expect(valid.getByText('Active')).toBeTruthy();
    expect(valid.queryByText('Expires soon')).toBeNull();
    expect(valid.queryByText('Expired')).toBeNull();
    const soon = within(await row('soon'));
    expect(soon.getByText('Expires soon')).toBeTruthy();
    expect(soon.getByRole('button', { name: 'Activate: AA:soon' })).toBeTruthy();
    const old = within(await row('old'));
    expect(old.getByText('Expired')).toBeTruthy();
    expect(old.queryByText('Expires soon')).toBeNull();
    expect(old.queryByRole('button', { name: 'Activate: AA:old' })).toBeNull();
  });
});
