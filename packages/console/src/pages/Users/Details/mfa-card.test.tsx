import type { MfaVerification } from '@gatehouse/schemas/mfa';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, TenantApi } from '../../../api/client';
import { createQueryClient } from '../../../api/query-client';
import { createTestApiClient } from '../../../api/test-client';
import { MfaCard } from './MfaCard';

const api: { current?: TenantApi } = {};
vi.mock('../../../api/ApiProvider', () => ({ useManagementClient: () => api.current }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake management API holding one user's factors; it renames as the server does and records the bodies. */
const fakeServer = () => {
  const factors: MfaVerification[] = [
    { id: 'totp1', type: 'Totp', name: null, createdAt: 1_700_000_000_000, lastUsedAt: null },
    { id: 'key1', type: 'WebAuthn', name: 'YubiKey 5', createdAt: 1_700_000_000_000, lastUsedAt: null },
  ];
  const patches: { path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const path = new URL(String(input)).pathname;
    const request = `${init?.method ?? 'GET'} ${path}`;
    if (request === 'GET /api/users/u1/mfa-verifications') return json(200, factors);
    const rename = /^PATCH \/api\/users\/u1\/mfa-verifications\/(\w+)$/.exec(request);
    const factor = rename && factors.find((candidate) => candidate.id === rename[1]);
    if (factor) {
      const body = JSON.parse(String(init?.body)) as { name: string };
      patches.push({ path, body });
      factor.name = body.name;
      return json(200, factor);
    }
    return json(500, { message: `unexpected ${request}` });
  });
  const client: ApiClient = createTestApiClient(fetch, 'https://tenant.test');
  api.current = { tenantId: 't1', client };
  return { patches };
};

const renderCard = () => {
  const router = createMemoryRouter([{ path: '/', element: <MfaCard userId="u1" name="Ada" /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};
const input = () => screen.getByRole('textbox', { name: 'Rename YubiKey 5' }) as HTMLInputElement;

describe('renaming a passkey in the user’s MFA card', () => {
  it('offers Rename on passkeys only, and checks the name before sending it', async () => {
    const server = fakeServer();
    renderCard();
    const rename = await screen.findByRole('button', { name: 'Rename YubiKey 5' });
    expect(screen.getAllByRole('button', { name: /^Rename/ })).toHaveLength(1);

    fireEvent.click(rename);
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('YubiKey 5');
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a name.');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(), { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 64 characters.');

    // Escape puts the name back; nothing was sent.
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('YubiKey 5')).toBeTruthy();
    expect(server.patches).toEqual([]);
  });

  it('renames with Enter, trimmed, and shows the new name', async () => {
    const server = fakeServer();
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename YubiKey 5' }));
    fireEvent.change(input(), { target: { value: '  Office laptop ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toEqual({
      path: '/api/users/u1/mfa-verifications/key1',
      body: { name: 'Office laptop' },
    });
    expect(await screen.findByRole('button', { name: 'Rename Office laptop' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
