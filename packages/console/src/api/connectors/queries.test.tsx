import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient, type TenantApi } from '../client';
import { createQueryClient } from '../query-client';
import { useConnectorFactories } from './queries';

const api: { current?: TenantApi } = {};
vi.mock('../ApiProvider', () => ({ useManagementClient: () => api.current }));

const guides: Record<string, string> = {
  en: '# GitHub\n\n1. Open the settings.\n',
  de: '# GitHub\n\n1. Öffnen Sie die Einstellungen.\n',
};
const factory = (language: string) => ({
  id: 'github',
  type: 'social',
  platform: 'web',
  target: 'github',
  name: { en: 'GitHub', de: 'GitHub' },
  description: { en: 'Sign in with GitHub.' },
  logo: 'data:image/svg+xml;base64,PHN2Zy8+',
  logoDark: null,
  readme: guides[language] ?? guides.en,
  configForm: [],
});

const Guide = () => {
  const factories = useConnectorFactories();
  return <pre data-testid="guide">{factories.data?.[0]?.readme}</pre>;
};

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('useConnectorFactories', () => {
  it('asks again in the new language when the console language changes, so the guide follows it', async () => {
    await i18next.changeLanguage('en');
    const asked: string[] = [];
    const fetch = vi.fn(async (_url: URL, init?: RequestInit) => {
      const language = new Headers(init?.headers).get('accept-language') ?? '';
      asked.push(language);
      return new Response(JSON.stringify([factory(language)]), { headers: { 'content-type': 'application/json' } });
    });
    const client: ApiClient = createApiClient({
      baseUrl: 'http://localhost:3001',
      accessToken: async () => 'token',
      language: () => i18next.language,
      translate: (key) => key,
      notify: vi.fn(),
      onAuthRequired: vi.fn(),
      onForbidden: vi.fn(),
      fetch: fetch as typeof globalThis.fetch,
    });
    api.current = { tenantId: 'default', client };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Guide />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Open the settings/)).toBeTruthy();
    await act(async () => {
      await i18next.changeLanguage('de');
    });
    expect(await screen.findByText(/Öffnen Sie die Einstellungen/)).toBeTruthy();
    expect(asked).toEqual(['en', 'de']);
  });
});
