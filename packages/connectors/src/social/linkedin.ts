import { z } from 'zod';
import { phrase, sameInAll } from './locales';
import {
  clientIdField,
  clientIdGuard,
  clientSecretField,
  clientSecretGuard,
  oidcScopeGuard,
  scopeField,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { discoveredIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';
import { callbackUrlNote } from './shared/readme';

export const linkedInIssuer = 'https://www.linkedin.com/oauth';
const defaultScope = 'openid profile email';

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: oidcScopeGuard(defaultScope),
});
export type LinkedInConfig = z.infer<typeof configGuard>;

const readme = `# LinkedIn

1. Create an app in the [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) and add
   the product **Sign In with LinkedIn using OpenID Connect**.
2. ${callbackUrlNote} LinkedIn lists them under **Auth → Authorized redirect URLs for your app**.
3. Copy the client ID and primary client secret from the **Auth** tab here.

Sign-in uses OpenID Connect with the scopes \`openid profile email\`; the ID token is verified with
LinkedIn's published keys (issuer \`https://www.linkedin.com/oauth\`, your client ID as audience).
LinkedIn refuses PKCE for web apps, so none is sent, and its ID token may lack the nonce: one that
carries a nonce must carry this sign-in's. An email counts as verified when LinkedIn says
\`email_verified\`.
`;

/** LinkedIn sign-in (OpenID Connect). `issuer` is for tests only. */
export const createLinkedInConnector = ({ issuer = linkedInIssuer }: { issuer?: string } = {}) =>
  defineOidcConnector<LinkedInConfig>({
    metadata: {
      id: 'linkedin',
      type: 'social',
      platform: 'web',
      target: 'linkedin',
      name: sameInAll('LinkedIn'),
      description: phrase('signInWith', { provider: 'LinkedIn' }),
      logo: letterMark('in', '#0a66c2'),
      readme,
      configForm: [clientIdField('LinkedIn'), clientSecretField('LinkedIn'), scopeField(defaultScope, 'oidcScopeHelp')],
    },
    configGuard,
    issuer: () => discoveredIssuer(issuer),
    client: (config) => ({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authMethod: 'client_secret_post',
      scope: config.scope,
      // LinkedIn refuses PKCE for web apps (invalid_client at the token endpoint) and may leave
      // the nonce out of its ID token; the code is still bound to the client secret and the state.
      pkce: false,
      nonceOptional: true,
    }),
  });

export default createLinkedInConnector();
