import type { Application } from '@gatehouse/schemas/applications';
import i18next from 'i18next';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formResolver } from '../../../patterns/form-resolver';
import { settingsFormGuard, settingsFormValues, settingsPatch } from './settings-form';

const application = (type: Application['type'], lists: Partial<Record<'redirect' | 'signOut' | 'cors', string[]>>) =>
  ({
    id: 'app1',
    name: 'Storefront',
    description: null,
    type,
    oidcClientMetadata: { redirectUris: lists.redirect ?? [], postLogoutRedirectUris: lists.signOut ?? [] },
    customClientMetadata: { corsAllowedOrigins: lists.cors },
    protectedAppMetadata: null,
    customData: {},
    isThirdParty: false,
    isAdmin: false,
    hasLegacySecret: false,
    createdAt: 0,
  }) satisfies Application;

type Form = ReturnType<typeof settingsFormGuard>;
const validate = (type: Application['type'], values: z.input<Form>) =>
  formResolver(settingsFormGuard(type), i18next)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<z.input<Form>>);

describe('the application settings form', () => {
  it('shows each URI and origin in a row of its own, and an empty list as one empty row', () => {
    const values = settingsFormValues(
      application('SPA', { redirect: ['https://shop.example/cb', 'https://shop.example/cb2'], cors: [] }),
    );
    expect(values.redirectUris).toEqual([{ value: 'https://shop.example/cb' }, { value: 'https://shop.example/cb2' }]);
    expect(values.postLogoutRedirectUris).toEqual([{ value: '' }]);
    expect(values.corsAllowedOrigins).toEqual([{ value: '' }]);
  });

  it('holds a native app’s rows to the native rules, each error on its row of its list', async () => {
    const values = settingsFormValues(application('Native', {}));
    const { errors } = await validate('Native', {
      ...values,
      redirectUris: [{ value: 'com.example.app://callback' }, { value: 'http://example.com/cb' }],
      postLogoutRedirectUris: [{ value: '' }, { value: 'javascript:alert(1)' }],
      corsAllowedOrigins: [{ value: 'https://a.example' }, { value: 'https://a.example/' }],
    });
    expect(errors.redirectUris?.[0]).toBeUndefined();
    expect(errors.redirectUris?.[1]?.value?.message).toMatch(/^“http:\/\/example.com\/cb” is not allowed\./);
    expect(errors.postLogoutRedirectUris?.[1]?.value?.message).toMatch(/^“javascript:alert\(1\)” is not allowed\./);
    expect(errors.corsAllowedOrigins?.[1]?.value?.message).toMatch(/^“https:\/\/a.example\/” is not an origin/);
  });

  it('sends the lists trimmed, without their empty rows', () => {
    const values = settingsFormValues(application('SPA', {}));
    const valid = settingsFormGuard('SPA').parse({
      ...values,
      redirectUris: [{ value: ' https://shop.example/cb ' }, { value: '' }],
      corsAllowedOrigins: [{ value: '' }, { value: 'https://shop.example' }],
    });
    const body = settingsPatch('SPA', valid);
    expect(body.oidcClientMetadata).toMatchObject({
      redirectUris: ['https://shop.example/cb'],
      postLogoutRedirectUris: [],
    });
    expect(body.customClientMetadata?.corsAllowedOrigins).toEqual(['https://shop.example']);
  });

  it('sends no URIs for a machine-to-machine app', () => {
    const values = settingsFormValues(application('MachineToMachine', {}));
    const valid = settingsFormGuard('MachineToMachine').parse(values);
    expect(settingsPatch('MachineToMachine', valid)).toEqual({
      name: 'Storefront',
      description: null,
      customData: {},
    });
  });
});
