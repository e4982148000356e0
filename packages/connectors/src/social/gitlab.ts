import { z } from 'zod';
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
import { callbackUrlNote } from './shared/readme';

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

const readme = `# GitLab

Works with GitLab.com and with a self-managed GitLab (set its **Instance URL**, such as
\`https://gitlab.example.com\` or \`https://example.com/gitlab\`).

1. In GitLab, open **Edit profile → Applications** (or a group's or the instance's applications)
   and add a new application. Keep **Confidential** checked and tick the scopes \`openid\`,
   \`profile\` and \`email\`.
2. ${callbackUrlNote}
3. Copy the **Application ID** (client ID) and **Secret** here.

Sign-in uses OpenID Connect: GitLab's issuer is its instance URL, read through discovery, and the
ID token is verified with its published keys. An email counts as verified when GitLab says
\`email_verified\`.
`;

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
    readme,
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
