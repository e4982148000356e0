import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, TenantApi } from '../../api/client';
import { createQueryClient } from '../../api/query-client';
import { createTestApiClient } from '../../api/test-client';
import { ConfigContext } from '../../app/config-context';
import { ConfirmDialogHost } from '../../components/ConfirmDialog';
import { PasswordlessTab } from './PasswordlessTab';

const api: { current?: TenantApi } = {};
vi.mock('../../api/ApiProvider', () => ({
  useManagementClient: () => api.current,
  useApi: () => ({ me: api.current?.client, management: () => api.current?.client }),
}));

const config: ConsoleConfig = {
  edition: 'self-hosted',
  version: '1.0.0',
  adminEndpoint: 'http://localhost:3002',
  userEndpoint: 'http://localhost:3001',
  resources: { management: 'https://default.gatehouse.local/api', me: 'https://admin.gatehouse.local/me' },
  devFeatures: false,
};

const logo = 'data:image/svg+xml;base64,PHN2Zy8+';
const smtp = {
  id: 'smtp',
  type: 'email',
  platform: null,
  target: null,
  name: { en: 'SMTP', de: 'SMTP-Server' },
  description: { en: 'Sends email through your mail server.' },
  logo,
  logoDark: null,
  readme: '# SMTP',
  configForm: [],
};
const mailer = {
  id: 'c-mail',
  connectorId: 'smtp',
  type: 'email',
  platform: null,
  target: null,
  name: { en: 'Company mail' },
  logo,
  logoDark: null,
  config: { host: 'smtp.example.com', password: '********' },
  syncProfile: false,
  enabled: true,
  metadata: { name: { en: 'Company mail' } },
  createdAt: 1,
};
const signInExperience = {
  signIn: { methods: [{ identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true }] },
  signUp: { identifiers: ['username'], password: true, verify: false },
  socialSignInConnectorTargets: [],
};
const me = {
  id: 'admin',
  username: 'admin',
  primaryEmail: null,
  primaryPhone: null,
  name: null,
  avatar: null,
  customData: {},
  identities: {},
  hasPassword: true,
  lastSignInAt: null,
  createdAt: 1,
  updatedAt: 1,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake management API holding an SMTP connector until it is deleted; it records the writes. */
const fakeServer = () => {
  let connectors = [mailer];
  let customData: Record<string, unknown> = {};
  const writes: string[] = [];
  const fetch = vi.fn(async (input: URL | RequestInfo, init?: RequestInit) => {
    const { pathname } = new URL(String(input));
    const request = `${init?.method ?? 'GET'} ${pathname}`;
    if (request === 'GET /api/connectors') return json(200, connectors);
    if (request === 'GET /api/connector-factories') return json(200, [smtp]);
    if (request === 'GET /api/sign-in-exp') return json(200, signInExperience);
    if (request === 'GET /me') return json(200, { ...me, customData });
    writes.push(`${request} ${init?.body ?? ''}`.trim());
    if (request === 'DELETE /api/connectors/c-mail') {
      connectors = [];
      return new Response(null, { status: 204 });
    }
    if (request === 'PATCH /me/custom-data') {
      customData = { ...customData, ...JSON.parse(String(init?.body)) };
      return json(200, customData);
    }
    return json(500, { message: `unexpected ${request}` });
  });
  const client: ApiClient = createTestApiClient(fetch);
  api.current = { tenantId: 'default', client };
  return { writes };
};

const Elsewhere = ({ name }: { name: string }) => <p>{`${name} ${Object.values(useParams()).join(' ')}`}</p>;

const renderTab = () => {
  const server = fakeServer();
  const router = createMemoryRouter(
    [
      { path: '/connectors/passwordless', element: <PasswordlessTab /> },
      { path: '/connectors/passwordless/create/:type', element: <Elsewhere name="Picking" /> },
      { path: '/connectors/passwordless/:id', element: <Elsewhere name="Details of" /> },
      { path: '/sign-in-experience', element: <Elsewhere name="Sign-in experience" /> },
    ],
    { initialEntries: ['/connectors/passwordless'] },
  );
  render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
        <ConfirmDialogHost />
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
  return server;
};

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
/** The email card once the connectors have loaded (the loading cards come first). */
const loadedEmailCard = async () => {
  await screen.findByRole('link', { name: 'Company mail' });
  return card('Email connector');
};

describe('the passwordless tab', () => {
  it('shows the email connector with its logo, name, state and factory, and offers to set up SMS', async () => {
    renderTab();
    const email = await loadedEmailCard();
    const name = await within(email).findByRole('link', { name: 'Company mail' });
    expect(name.getAttribute('href')).toBe('/connectors/passwordless/c-mail');
    expect(email.querySelector('img')?.getAttribute('src')).toBe(logo);
    expect(within(email).getByText('Enabled')).toBeTruthy();
    await within(email).findByText('SMTP');

    const sms = card('SMS connector');
    expect(within(sms).getByText('Not set up yet.')).toBeTruthy();
    await act(async () => fireEvent.click(within(sms).getByRole('button', { name: 'Set up: SMS connector' })));
    expect(screen.getByText('Picking sms')).toBeTruthy();
  });

  it('changes the email connector through the create flow of its type', async () => {
    renderTab();
    const email = await loadedEmailCard();
    await act(async () =>
      fireEvent.click(await within(email).findByRole('button', { name: 'Change: Email connector' })),
    );
    expect(screen.getByText('Picking email')).toBeTruthy();
  });

  it('removes the connector only once confirmed, then offers to set one up again', async () => {
    const server = renderTab();
    const email = await loadedEmailCard();
    const remove = await within(email).findByRole('button', { name: 'Remove: Company mail' });

    await act(async () => fireEvent.click(remove));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Company mail?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(server.writes).toEqual([]);

    await act(async () => fireEvent.click(remove));
    const again = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: 'Remove' })));
    await waitFor(() => expect(server.writes).toEqual(['DELETE /api/connectors/c-mail']));
    await waitFor(() => expect(within(card('Email connector')).getByText('Not set up yet.')).toBeTruthy());
  });

  it('says when no sign-in method uses the email connector, until the admin dismisses it for good', async () => {
    const server = renderTab();
    const notice = await screen.findByRole('region', { name: 'Not used at sign-in yet' });
    expect(notice.textContent).toContain(
      'Company mail is set up, but no sign-in or registration method uses email verification codes yet.',
    );
    expect(
      within(notice).getByRole('link', { name: 'Open the sign-in experience settings' }).getAttribute('href'),
    ).toBe('/sign-in-experience');

    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Got it' })));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not used at sign-in yet' })).toBeNull());
    expect(server.writes).toEqual([
      'PATCH /me/custom-data {"adminConsolePreferences":{"connectorSieNoticeConfirmed":true}}',
    ]);
  });
});
