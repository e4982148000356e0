import { z } from 'zod';
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
import { callbackUrlNote } from './shared/readme';

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

const readme = `# OpenID Connect

Signs users in with any provider that implements OpenID Connect (Keycloak, Auth0, Okta, Authentik, ZITADEL, …).

1. At your provider, create a **confidential web application** (authorization code flow).
2. ${callbackUrlNote}
3. Enter the provider's **issuer** URL. Gatehouse reads \`{issuer}/.well-known/openid-configuration\`,
   which must name exactly the same issuer (mind a trailing slash).
4. Enter the client ID and secret, and how the provider wants them sent (most accept both).
5. The scope must include \`openid\`; add \`email\` and \`profile\` for the user's email and name.

Each sign-in sends a random \`nonce\` and a PKCE (S256) challenge. The ID token must be signed with
one of the provider's published keys, name the issuer, have your client ID as audience, be unexpired
and carry the nonce. When it holds no email, the userinfo endpoint is read. An email counts as
verified only when the provider says \`email_verified: true\`.
`;

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
    readme,
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
