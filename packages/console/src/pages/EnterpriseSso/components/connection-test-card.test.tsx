import type { SsoConnector } from '@gatehouse/schemas/sso-connectors';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TenantApi } from '../../../api/client';
import { createQueryClient } from '../../../api/query-client';
import { createTestApiClient } from '../../../api/test-client';
import { ConnectionTestCard } from './ConnectionTestCard';

const api: { current?: TenantApi } = {};
vi.mock('../../../api/ApiProvider', () => ({ useManagementClient: () => api.current }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const connector = (configured: boolean) =>
  ({ id: 'sso1', providerName: 'OIDC', providerType: 'oidc', connectorName: 'Corp', configured }) as SsoConnector;
const popupUrl = 'http://localhost:3001/api/authn/single-sign-on/test-sessions/t1';

/** The server: the test made, then each read answers the next of `reads` (the last one repeats). */
const renderCard = (reads: unknown[], { configured = true } = {}) => {
  const seen: string[] = [];
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    seen.push(`${init?.method ?? 'GET'} ${pathname}`);
    if (init?.method === 'POST') return json({ id: 't1', url: popupUrl, expiresAt: Date.now() + 300_000 }, 201);
    const read = reads.length > 1 ? reads.shift() : reads[0];
    return read === 404 ? json({ code: 'sso_connector.test_session_not_found', message: 'gone' }, 404) : json(read);
  });
  api.current = {
    tenantId: 'default',
    client: createTestApiClient(fetch),
  };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConnectionTestCard connector={connector(configured)} />
    </QueryClientProvider>,
  );
  return seen;
};
const base = { id: 't1', ssoConnectorId: 'sso1', expiresAt: Date.now() + 300_000 };

afterEach(() => vi.restoreAllMocks());

describe('test connection', () => {
  it('opens the test in a popup, waits, then shows the profile and the claims received', async () => {
    const popup = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const seen = renderCard([
      { ...base, status: 'started' },
      {
        ...base,
        status: 'succeeded',
        profile: { issuer: 'https://idp.example', identityId: 'idp-ada', email: 'ada@corp.example' },
        claims: { sub: 'idp-ada', email_verified: true, groups: ['eng'] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Waiting for the sign-in in the popup…')).toBeTruthy();
    expect(popup.location.href).toBe(popupUrl);
    expect(popup.opener).toBeNull();
    expect(await screen.findByText('Connection works', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Claims received' }).textContent).toContain('["eng"]');
    expect(screen.getByText('ada@corp.example')).toBeTruthy();
    expect(screen.queryByText('Waiting for the sign-in in the popup…')).toBeNull();
    expect(seen[0]).toBe('POST /api/sso-connectors/sso1/test-sessions');
  });

  it('shows the refusal in words with its code', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ location: { href: '' }, close: vi.fn() } as unknown as Window);
    renderCard([
      {
        ...base,
        status: 'failed',
        error: { code: 'sso_connector.saml_invalid_signature', message: 'The assertion is not signed by the IdP.' },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The connection test failed');
    expect(alert.textContent).toContain('The assertion is not signed by the IdP.');
    expect(alert.textContent).toContain('sso_connector.saml_invalid_signature');
  });

  it('offers a link when the popup is blocked, and says when the test expired', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderCard([{ ...base, status: 'pending' }, 404]);
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    const link = await screen.findByRole('link', { name: 'Open the sign-in' });
    expect(link.getAttribute('href')).toBe(popupUrl);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(
      await screen.findByText('The test expired or was already used. Start a new one.', undefined, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('cannot start before the connection is configured', () => {
    renderCard([], { configured: false });
    expect(screen.getByRole('button', { name: 'Test connection' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Finish the connection settings to test them.')).toBeTruthy();
  });
});
