import { z } from 'zod';
import { guide } from '../guides';
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

export const linkedInIssuer = 'https://www.linkedin.com/oauth';
const defaultScope = 'openid profile email';

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: oidcScopeGuard(defaultScope),
});
export type LinkedInConfig = z.infer<typeof configGuard>;

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
      readme: guide('linkedin'),
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
