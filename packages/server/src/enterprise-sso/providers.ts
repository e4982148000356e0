import {
  type SsoOidcConfig,
  type SsoProvider,
  type SsoProviderName,
  ssoOidcConfigGuard,
} from '@gatehouse/schemas/sso-connectors';
import type { z } from 'zod';
import { ApiError } from '../platform/http/api-error';

/** Google Workspace signs in at Google's one issuer; its config names only the client. */
const googleIssuer = 'https://accounts.google.com';
const defaultScope = 'openid profile email';

type Provider = {
  providerName: SsoProviderName;
  providerType: 'oidc' | 'saml';
  /** The provider's config schema; absent while the provider is not built (SAML comes later). */
  configGuard?: z.ZodType<Record<string, unknown>>;
  fixedIssuer?: string;
};

const oidc = (providerName: SsoProviderName, fixedIssuer?: string): Provider => ({
  providerName,
  providerType: 'oidc',
  configGuard: fixedIssuer ? ssoOidcConfigGuard.omit({ issuer: true }) : ssoOidcConfigGuard,
  ...(fixedIssuer && { fixedIssuer }),
});

/** Every provider of the peer's list, in its order; SAML ones are announced, not built yet. */
const providers: Provider[] = [
  oidc('OIDC'),
  { providerName: 'SAML', providerType: 'saml' },
  { providerName: 'AzureAD', providerType: 'saml' },
  oidc('AzureAdOidc'),
  oidc('GoogleWorkspace', googleIssuer),
  oidc('Okta'),
];

const secretKeys = new Set(['clientSecret']);

/** `GET /api/sso-connector-providers`. */
export const providerViews = (): SsoProvider[] =>
  providers.map(({ providerName, providerType, configGuard, fixedIssuer }) => ({
    providerName,
    providerType,
    available: Boolean(configGuard),
    configFields: configGuard
      ? ['issuer', 'clientId', 'clientSecret', 'scope']
          .filter((key) => !(fixedIssuer && key === 'issuer'))
          .map((key) => ({ key, required: key !== 'scope', secret: secretKeys.has(key) }))
      : [],
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
