import { z } from 'zod';
import { guide } from '../guides';
import { phrase } from './locales';
import {
  authMethodField,
  authMethodGuard,
  authorizationParamsGuard,
  clientIdField,
  clientIdGuard,
  clientSecretField,
  clientSecretGuard,
  oidcScopeGuard,
  scopeField,
  secureUrlGuard,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { discoveredIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';

const defaultScope = 'openid profile email';

const configGuard = z.object({
  issuer: secureUrlGuard,
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: oidcScopeGuard(defaultScope),
  tokenEndpointAuthMethod: authMethodGuard,
  authorizationParams: authorizationParamsGuard,
});
export type OidcConfig = z.infer<typeof configGuard>;

/** A generic OpenID Connect connector: the provider is whatever the tenant's issuer names. */
export default defineOidcConnector<OidcConfig>({
  metadata: {
    id: 'oidc',
    type: 'social',
    platform: 'web',
    target: 'oidc',
    name: phrase('oidcName'),
    description: phrase('oidcDescription'),
    logo: letterMark('ID', '#4b5563'),
    readme: guide('oidc'),
    configForm: [
      {
        key: 'issuer',
        type: 'text',
        label: phrase('issuer'),
        description: phrase('issuerHelp'),
        placeholder: 'https://id.example.com',
        required: true,
      },
      clientIdField(),
      clientSecretField(),
      scopeField(defaultScope, 'oidcScopeHelp'),
      authMethodField,
      {
        key: 'authorizationParams',
        type: 'json',
        label: phrase('authorizationParams'),
        description: phrase('authorizationParamsHelp'),
      },
    ],
  },
  configGuard,
  issuer: (config) => discoveredIssuer(config.issuer),
  client: (config) => ({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authMethod: config.tokenEndpointAuthMethod,
    scope: config.scope,
    params: config.authorizationParams,
  }),
});
