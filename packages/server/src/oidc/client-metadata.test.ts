import Provider from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../platform/db/schema';
import {
  customMetadataOf,
  customMetadataProperty,
  isThirdParty,
  thirdPartyProperty,
  toClientMetadata,
} from './client-metadata';

const row = (overrides: Partial<ApplicationRow>): ApplicationRow => ({
  tenantId: 'default',
  id: 'app-first-party',
  name: 'Portal',
  secret: null,
  description: null,
  type: 'SPA',
  oidcClientMetadata: { redirectUris: ['https://portal.example/callback'], postLogoutRedirectUris: [] },
  customClientMetadata: {},
  protectedAppMetadata: null,
  customData: {},
  isThirdParty: false,
  isBuiltIn: false,
  createdAt: new Date(0),
  ...overrides,
});

/** The clients as oidc-provider (the pinned version) makes them from our metadata. */
const clientsOf = async (...rows: ApplicationRow[]) => {
  const provider = new Provider('http://127.0.0.1', {
    clients: rows.map(toClientMetadata),
    extraClientMetadata: { properties: [customMetadataProperty, thirdPartyProperty] },
  });
  return Promise.all(rows.map((application) => provider.Client.find(application.id)));
};

describe('client metadata accessors', () => {
  it('read our custom metadata and the third-party flag back from an oidc-provider client', async () => {
    const [firstParty, thirdParty] = await clientsOf(
      row({}),
      row({
        id: 'app-third-party',
        isThirdParty: true,
        customClientMetadata: { idTokenTtl: 600, corsAllowedOrigins: ['https://partner.example'] },
      }),
    );
    expect(customMetadataOf(firstParty)).toEqual({});
    expect(isThirdParty(firstParty)).toBe(false);
    expect(customMetadataOf(thirdParty)).toEqual({
      idTokenTtl: 600,
      corsAllowedOrigins: ['https://partner.example'],
    });
    expect(isThirdParty(thirdParty)).toBe(true);
  });

  it('read no client as a first-party client without custom metadata', () => {
    expect(customMetadataOf(undefined)).toEqual({});
    expect(isThirdParty(undefined)).toBe(false);
  });
});
