import type { configFieldGuard } from '@gatehouse/connector-kit/metadata';
import { z } from 'zod';
import { type PhraseKey, phrase } from '../locales';
import { isSecureUrl } from './http';
import { reservedAuthorizationParams, tokenAuthMethods } from './oauth2';

/** A config form field as a connector file writes it. */
export type FieldInput = z.input<typeof configFieldGuard>;

/** What the console sends for a field left empty: treated as not given, so defaults apply. */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A config value the console may send as JSON text or as the parsed value. */
const parsedJson = (value: unknown) => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  try {
    return JSON.parse(blank) as unknown;
  } catch {
    return blank;
  }
};

/** An optional field whose default applies when it is missing or blank. */
export const withDefault = <T extends z.ZodType>(schema: T, defaultValue: Exclude<z.output<T>, undefined>) =>
  z.preprocess(blankToUndefined, schema.default(defaultValue));

/** A JSON field, optional: given as text or as the value. */
export const optionalJson = <T extends z.ZodType>(schema: T) => z.preprocess(parsedJson, schema.optional());

/** An endpoint: https, or http on a loopback host; never with credentials in it. */
export const secureUrlGuard = z.url().max(2048).refine(isSecureUrl, 'use https (http only on localhost)');

export const clientIdGuard = z.string().trim().min(1).max(512);
export const clientSecretGuard = z.string().min(1).max(8192);
export const scopeGuard = (defaultScope: string) => withDefault(z.string().trim().min(1).max(1024), defaultScope);
/** OpenID Connect scopes: the request is only an OpenID one with `openid` among them. */
export const oidcScopeGuard = (defaultScope: string) =>
  withDefault(
    z
      .string()
      .trim()
      .max(1024)
      .refine((scope) => scope.split(/\s+/).includes('openid'), 'must include openid'),
    defaultScope,
  );
export const authMethodGuard = withDefault(z.enum(tokenAuthMethods), 'client_secret_basic');

/** Extra authorization parameters: names and string values, none of the ones the connector sets. */
export const authorizationParamsGuard = optionalJson(
  z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'a parameter name'), z.string().max(2048))
    .refine((params) => Object.keys(params).length <= 20, 'at most 20 parameters')
    .refine(
      (params) =>
        !Object.keys(params).some((name) => (reservedAuthorizationParams as readonly string[]).includes(name)),
      `may not set ${reservedAuthorizationParams.join(', ')}`,
    ),
);

/** The client ID field; `provider` names who issued it, left out for a generic connector. */
export const clientIdField = (provider?: string, label: PhraseKey = 'clientId'): FieldInput => ({
  key: 'clientId',
  type: 'text',
  label: phrase(label),
  description: provider ? phrase('clientIdHelp', { provider }) : phrase('genericClientIdHelp'),
  required: true,
});

export const clientSecretField = (provider?: string, label: PhraseKey = 'clientSecret'): FieldInput => ({
  key: 'clientSecret',
  type: 'password',
  label: phrase(label),
  description: provider ? phrase('clientSecretHelp', { provider }) : phrase('genericClientSecretHelp'),
  required: true,
  secret: true,
});

export const scopeField = (defaultScope: string, help: PhraseKey = 'scopeHelp'): FieldInput => ({
  key: 'scope',
  type: 'text',
  label: phrase('scope'),
  description: phrase(help),
  placeholder: defaultScope,
  defaultValue: defaultScope,
});

export const authMethodField: FieldInput = {
  key: 'tokenEndpointAuthMethod',
  type: 'select',
  label: phrase('authMethod'),
  description: phrase('authMethodHelp'),
  options: [
    { value: 'client_secret_basic', label: phrase('authMethodBasic') },
    { value: 'client_secret_post', label: phrase('authMethodPost') },
  ],
  defaultValue: 'client_secret_basic',
};

export const urlField = (key: string, label: PhraseKey, help: PhraseKey, placeholder: string): FieldInput => ({
  key,
  type: 'text',
  label: phrase(label),
  description: phrase(help),
  placeholder,
  required: true,
});
