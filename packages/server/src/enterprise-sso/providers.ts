import {
  type SsoOidcConfig,
  type SsoProvider,
  type SsoProviderName,
  ssoOidcConfigGuard,
  ssoSamlConfigGuard,
} from '@gatehouse/schemas/sso-connectors';
import type { z } from 'zod';
import { ApiError } from '../platform/http/api-error';

/** Google Workspace signs in at Google's one issuer; its config names only the client. */
const googleIssuer = 'https://accounts.google.com';
const defaultScope = 'openid profile email';

type Provider = {
  providerName: SsoProviderName;
  providerType: 'oidc' | 'saml';
  /** The provider's config schema; absent for a provider announced but not built. */
  configGuard?: z.ZodType<Record<string, unknown>>;
  /** The config's fields as `GET /api/sso-connector-providers` lists them. */
  configFields: { key: string; required: boolean }[];
  fixedIssuer?: string;
};

const oidcFields = (fixedIssuer?: string) =>
  ['issuer', 'clientId', 'clientSecret', 'scope']
    .filter((key) => !(fixedIssuer && key === 'issuer'))
    .map((key) => ({ key, required: key !== 'scope' }));

/** SAML: one of metadataUrl, metadata, or entityId + signInEndpoint + x509Certificate (none required alone). */
const saml = (providerName: SsoProviderName): Provider => ({
  providerName,
  providerType: 'saml',
  configGuard: ssoSamlConfigGuard,
  configFields: ['metadataUrl', 'metadata', 'entityId', 'signInEndpoint', 'x509Certificate', 'attributeMapping'].map(
    (key) => ({ key, required: false }),
  ),
});

const oidc = (providerName: SsoProviderName, fixedIssuer?: string): Provider => ({
  providerName,
  providerType: 'oidc',
  configGuard: fixedIssuer ? ssoOidcConfigGuard.omit({ issuer: true }) : ssoOidcConfigGuard,
  configFields: oidcFields(fixedIssuer),
  ...(fixedIssuer && { fixedIssuer }),
});

/** Every provider of the peer's list, in its order. */
const providers: Provider[] = [
  oidc('OIDC'),
  saml('SAML'),
  saml('AzureAD'),
  oidc('AzureAdOidc'),
  oidc('GoogleWorkspace', googleIssuer),
  oidc('Okta'),
];

const secretKeys = new Set(['clientSecret']);

/** `GET /api/sso-connector-providers`. */
export const providerViews = (): SsoProvider[] =>
  providers.map(({ providerName, providerType, configGuard, configFields }) => ({
    providerName,
    providerType,
    available: Boolean(configGuard),
    configFields: configGuard ? configFields.map((field) => ({ ...field, secret: secretKeys.has(field.key) })) : [],
  }));

export const providerOf = (providerName: string): Provider => {
  const provider = providers.find((candidate) => candidate.providerName === providerName);
  if (!provider?.configGuard) throw new ApiError('sso_connector.provider_not_available', { providerName });
  return provider;
};

/** Checks a config with its provider's schema: 400 `sso_connector.invalid_config` naming each wrong field. */
export const parseProviderConfig = (providerName: string, config: unknown): Record<string, unknown> => {
  const { configGuard } = providerOf(providerName);
  const result = configGuard?.safeParse(config ?? {});
  if (!result?.success) {
    throw new ApiError('sso_connector.invalid_config', {
      issues: result?.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })) ?? [],
    });
  }
  return result.data;
};

/**
 * Whether a stored config is complete for its provider. A connector may be created with its name
 * alone (the admin needs its redirect URI to register it at the identity provider first); until
 * its config is given it is listed and editable but offers no sign-in.
 */
export const isConfigComplete = (providerName: string, config: Record<string, unknown>) =>
  providerOf(providerName).configGuard?.safeParse(config).success ?? false;

/** The OpenID client a stored config describes: issuer (fixed or configured), client, scope. */
export const oidcSettingsOf = (providerName: string, config: Record<string, unknown>): Required<SsoOidcConfig> => {
  const { fixedIssuer } = providerOf(providerName);
  const typed = config as Partial<SsoOidcConfig>;
  return {
    issuer: fixedIssuer ?? typed.issuer ?? '',
    clientId: typed.clientId ?? '',
    clientSecret: typed.clientSecret ?? '',
    scope: typed.scope ?? defaultScope,
  };
};

/** The config as the API shows it: each secret that holds a value reads `maskedSecret`. */
export const maskSecrets = (config: Record<string, unknown>, masked: string) =>
  Object.fromEntries(
    Object.entries(config).map(([key, value]) => [key, secretKeys.has(key) && value ? masked : value]),
  );

/** A config sent back after being read: a secret still reading `maskedSecret` keeps its stored value. */
export const unmaskSecrets = (
  incoming: Record<string, unknown>,
  stored: Record<string, unknown>,
  masked: string,
): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(incoming).map(([key, value]) => [
      key,
      secretKeys.has(key) && value === masked ? stored[key] : value,
    ]),
  );
