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
  withDefault,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { discoveredIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';

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
      readme: guide('google'),
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
