import { z } from 'zod';
import { phrase, sameInAll } from './locales';
import {
  clientIdField,
  clientIdGuard,
  clientSecretField,
  clientSecretGuard,
  oidcScopeGuard,
  scopeField,
  withDefault,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { discoveredIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';
import { callbackUrlNote } from './shared/readme';

export const googleIssuer = 'https://accounts.google.com';
const defaultScope = 'openid profile email';
const prompts = ['default', 'select_account', 'consent'] as const;

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: oidcScopeGuard(defaultScope),
  prompt: withDefault(z.enum(prompts), 'select_account'),
});
export type GoogleConfig = z.infer<typeof configGuard>;

const readme = `# Google

1. In the [Google Cloud console](https://console.cloud.google.com/apis/credentials), set up the
   OAuth consent screen of your project, then **Create credentials → OAuth client ID** of type
   **Web application**.
2. ${callbackUrlNote} Google calls it an *Authorized redirect URI*.
3. Copy the client ID and client secret here.

Sign-in uses OpenID Connect: a nonce and PKCE on every request, and the ID token is verified with
Google's published keys. **Prompt** decides whether Google always shows its account chooser or
consent screen. An email counts as verified when Google says \`email_verified\`.
`;

/** Google sign-in. `issuer` is for tests only: a tenant's config cannot move it. */
export const createGoogleConnector = ({ issuer = googleIssuer }: { issuer?: string } = {}) =>
  defineOidcConnector<GoogleConfig>({
    metadata: {
      id: 'google',
      type: 'social',
      platform: 'web',
      target: 'google',
      name: sameInAll('Google'),
      description: phrase('signInWith', { provider: 'Google' }),
      logo: letterMark('G', '#4285f4'),
      readme,
      configForm: [
        clientIdField('Google'),
        clientSecretField('Google'),
        scopeField(defaultScope, 'oidcScopeHelp'),
        {
          key: 'prompt',
          type: 'select',
          label: phrase('prompt'),
          description: phrase('promptHelp'),
          options: [
            { value: 'default', label: phrase('promptDefault') },
            { value: 'select_account', label: phrase('promptSelectAccount') },
            { value: 'consent', label: phrase('promptConsent') },
          ],
          defaultValue: 'select_account',
        },
      ],
    },
    configGuard,
    // Google's ID tokens name their issuer with or without the scheme (its docs allow both).
    issuer: () => ({
      ...discoveredIssuer(issuer),
      tokenIssuer: (discovery) => [discovery.issuer, discovery.issuer.replace(/^https?:\/\//, '')],
    }),
    client: (config) => ({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authMethod: 'client_secret_post',
      scope: config.scope,
      params: { prompt: config.prompt === 'default' ? undefined : config.prompt },
    }),
  });

export default createGoogleConnector();
