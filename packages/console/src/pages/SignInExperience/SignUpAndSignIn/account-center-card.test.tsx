import { type AccountCenter, accountCenterFields, defaultAccountCenter } from '@gatehouse/schemas/account-center';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, type TenantApi } from '../../../api/client';
import { createQueryClient } from '../../../api/query-client';
import { AccountCenterCard } from './AccountCenterCard';

const api: { current?: TenantApi } = {};
vi.mock('../../../api/ApiProvider', () => ({ useManagementClient: () => api.current }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake management API holding the tenant's settings, merging a PATCH as the server does; it
 * records the bodies it was sent. `refuse` answers the next PATCH with that error instead.
 */
const fakeServer = (initial: AccountCenter = defaultAccountCenter) => {
  let settings = structuredClone(initial);
  const patches: unknown[] = [];
  const control: { refuse?: { status: number; body: unknown }; failLoad?: boolean; holdLoad?: Promise<void> } = {};
  const notify = vi.fn();
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const request = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`;
    if (request === 'GET /api/account-center') {
      await control.holdLoad;
      return control.failLoad
        ? json(503, { code: 'status.database_unavailable', message: 'Down.' })
        : json(200, settings);
    }
    if (request === 'PATCH /api/account-center') {
      const patch = JSON.parse(String(init?.body)) as Partial<AccountCenter>;
      patches.push(patch);
      if (control.refuse) return json(control.refuse.status, control.refuse.body);
      settings = { enabled: patch.enabled ?? settings.enabled, fields: { ...settings.fields, ...patch.fields } };
      return json(200, settings);
    }
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
  return { patches, control, notify, settings: () => settings };
};

const renderCard = () => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/', element: <AccountCenterCard /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

describe('the account center card', () => {
  it('shows a placeholder while loading, then the settings: switch off, every field Off, nothing to save', async () => {
    let release = () => {};
    const server = fakeServer();
    server.control.holdLoad = new Promise((resolve) => {
      release = resolve;
    });
    renderCard();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('combobox')).toBeNull();
    await act(async () => release());

    const toggle = await screen.findByRole('switch', { name: 'Enable the Account API' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getAllByRole('combobox')).toHaveLength(accountCenterFields.length);
    for (const box of screen.getAllByRole('combobox')) expect((box as HTMLSelectElement).value).toBe('Off');
    expect(screen.getByText('The Account API is off: the field settings below apply once you enable it.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    // Each field offers exactly the three controls.
    expect(
      within(select('Password'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', 'Read only', 'Edit']);
  });

  it('saves the switch and the fields changed, then has nothing left to save', async () => {
    const server = fakeServer();
    renderCard();
    const toggle = await screen.findByRole('switch', { name: 'Enable the Account API' });
    fireEvent.click(toggle);
    fireEvent.change(select('Primary email'), { target: { value: 'Edit' } });
    fireEvent.change(select('Display name'), { target: { value: 'ReadOnly' } });
    expect(screen.queryByText('The Account API is off: the field settings below apply once you enable it.')).toBeNull();
    expect(saveButton().disabled).toBe(false);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(saveButton());
    await waitFor(() => expect(server.patches).toHaveLength(1));
    expect(server.patches[0]).toEqual({
      enabled: true,
      fields: { ...defaultAccountCenter.fields, email: 'Edit', name: 'ReadOnly' },
    });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    expect(server.settings()).toMatchObject({
      enabled: true,
      fields: { email: 'Edit', name: 'ReadOnly', phone: 'Off' },
    });
    expect(select('Primary email').value).toBe('Edit');
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
  });

  it('discards the changes back to what is saved', async () => {
    fakeServer({ enabled: true, fields: { ...defaultAccountCenter.fields, username: 'Edit' } });
    renderCard();
    await screen.findByRole('switch');
    expect(select('Username').value).toBe('Edit');
    fireEvent.change(select('Username'), { target: { value: 'Off' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(select('Username').value).toBe('Edit'));
    expect(saveButton().disabled).toBe(true);
  });

  it('puts a refusal on the field the server names, and one that names none in the card', async () => {
    const server = fakeServer();
    renderCard();
    await screen.findByRole('switch');
    server.control.refuse = {
      status: 400,
      body: {
        code: 'guard.invalid_input',
        message: 'The request is invalid.',
        data: { issues: [{ path: ['fields', 'password'], message: 'Invalid option', code: 'invalid_value' }] },
      },
    };
    fireEvent.change(select('Password'), { target: { value: 'Edit' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(select('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The request is invalid.')).toBeTruthy();
    expect(document.activeElement).toBe(select('Password'));
    expect(server.notify).not.toHaveBeenCalled();

    server.control.refuse = {
      status: 400,
      body: { code: 'guard.invalid_input', message: 'Send enabled, fields or both.', data: { issues: [] } },
    };
    fireEvent.click(saveButton());
    const alert = await screen.findByText('Send enabled, fields or both.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.closest('section')?.querySelector('h2')?.textContent).toBe('Account center');
    // The field's earlier refusal is gone with the new answer.
    expect(screen.getAllByRole('alert')).toEqual([alert]);
    expect(select('Password').getAttribute('aria-invalid')).toBeNull();
    // The settings stay as the admin left them, to fix and save again.
    expect(select('Password').value).toBe('Edit');
    expect(saveButton().disabled).toBe(false);
  });

  it('says so inside the card when the settings cannot be loaded, with a retry', async () => {
    const server = fakeServer();
    server.control.failLoad = true;
    renderCard();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(retry.closest('section')?.querySelector('h2')?.textContent).toBe('Account center');
    server.control.failLoad = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('switch', { name: 'Enable the Account API' })).toBeTruthy();
  });
});
