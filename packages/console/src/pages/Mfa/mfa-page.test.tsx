import { defaultSignInExperience, type SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, TenantApi } from '../../api/client';
import { createQueryClient } from '../../api/query-client';
import { createTestApiClient } from '../../api/test-client';
import Mfa from '.';

const api: { current?: TenantApi } = {};
vi.mock('../../api/ApiProvider', () => ({ useManagementClient: () => api.current }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const origins = ['https://shop.example.com', 'https://example.co.uk'];
const saved: SignInExperience = {
  ...defaultSignInExperience,
  mfa: { factors: ['WebAuthn'], policy: 'UserControlled', rememberDeviceDays: 0, webAuthnRelatedOrigins: origins },
};

/** A fake management API holding the sign-in experience, replacing the top-level fields a PATCH sends. */
const fakeServer = () => {
  let settings = structuredClone(saved);
  const patches: Partial<SignInExperience>[] = [];
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const request = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    if (request === 'GET /api/sign-in-exp') return json(200, settings);
    if (request === 'GET /api/connectors') return json(200, []);
    if (request === 'PATCH /api/sign-in-exp') {
      const patch = JSON.parse(String(init?.body)) as Partial<SignInExperience>;
      patches.push(patch);
      settings = { ...settings, ...patch };
      return json(200, settings);
    }
    return json(500, { message: `unexpected ${request}` });
  });
  const client: ApiClient = createTestApiClient(fetch, 'https://tenant.test');
  api.current = { tenantId: 't1', client };
  return { patches, settings: () => settings };
};

const renderPage = () => {
  const router = createMemoryRouter([{ path: '/', element: <Mfa /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const rows = () => screen.getAllByPlaceholderText('https://shop.example.com') as HTMLInputElement[];
const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('the MFA page’s related origins', () => {
  it('shows the saved origins under the passkeys factor and keeps them when another setting is saved', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByText('Related origins');
    expect(rows().map((row) => row.value)).toEqual(origins);

    fireEvent.change(screen.getByLabelText('Remember this device (days)'), { target: { value: '7' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]?.mfa).toEqual({ ...saved.mfa, rememberDeviceDays: 7 });
    expect(server.settings().mfa.webAuthnRelatedOrigins).toEqual(origins);
  });

  it('adds and removes origins, and names the row of one that is not https without saving', async () => {
    const server = fakeServer();
    renderPage();
    await screen.findByText('Related origins');
    fireEvent.click(screen.getByRole('button', { name: 'Remove https://example.co.uk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add another' }));
    fireEvent.change(rows()[1] as HTMLInputElement, { target: { value: 'http://store.example' } });
    fireEvent.click(saveButton());
    await screen.findByText(/“http:\/\/store.example” is not an https origin/);
    expect(rows()[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(server.patches).toHaveLength(0);

    fireEvent.change(rows()[1] as HTMLInputElement, { target: { value: 'https://store.example' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]?.mfa?.webAuthnRelatedOrigins).toEqual([
      'https://shop.example.com',
      'https://store.example',
    ]);
  });
});
