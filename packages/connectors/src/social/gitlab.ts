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
  secureUrlGuard,
  withDefault,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { discoveredIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';

const gitLabCom = 'https://gitlab.com';
const defaultScope = 'openid profile email';

const configGuard = z.object({
  baseUrl: withDefault(
    secureUrlGuard.transform((url) => url.replace(/\/+$/, '')),
    gitLabCom,
  ),
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: oidcScopeGuard(defaultScope),
});
export type GitLabConfig = z.infer<typeof configGuard>;

/** GitLab sign-in (OpenID Connect), on GitLab.com or the tenant's own GitLab. */
export default defineOidcConnector<GitLabConfig>({
  metadata: {
    id: 'gitlab',
    type: 'social',
    platform: 'web',
    target: 'gitlab',
    name: sameInAll('GitLab'),
    description: phrase('signInWith', { provider: 'GitLab' }),
    logo: letterMark('GL', '#fc6d26'),
    readme: guide('gitlab'),
    configForm: [
      {
        key: 'baseUrl',
        type: 'text',
        label: phrase('baseUrl'),
        description: phrase('baseUrlHelp'),
        placeholder: gitLabCom,
        defaultValue: gitLabCom,
      },
      clientIdField('GitLab'),
      clientSecretField('GitLab'),
      scopeField(defaultScope, 'oidcScopeHelp'),
    ],
  },
  configGuard,
  issuer: (config) => discoveredIssuer(config.baseUrl),
  client: (config) => ({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authMethod: 'client_secret_post',
    scope: config.scope,
  }),
});
