import { defineConnector } from '@gatehouse/connector-kit/connector';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { z } from 'zod';
import { guide } from '../guides';
import { phrase, sameInAll } from './locales';
import {
  clientIdField,
  clientIdGuard,
  clientSecretField,
  clientSecretGuard,
  scopeField,
  scopeGuard,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { callbackCode, exchangeCode, fetchProfile, fetchWithToken, startAuthorization } from './shared/oauth2';
import { buildUser } from './shared/profile';

export type GitHubEndpoints = { authorization: string; token: string; api: string };
export const gitHubEndpoints: GitHubEndpoints = {
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  api: 'https://api.github.com',
};
const defaultScope = 'read:user user:email';
const apiHeaders = {
  accept: 'application/vnd.github+json',
  'user-agent': 'Gatehouse',
  'x-github-api-version': '2022-11-28',
};

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: scopeGuard(defaultScope),
});
export type GitHubConfig = z.infer<typeof configGuard>;

const emailGuard = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }).loose());

/**
 * The user's primary email from `GET /user/emails` (needs `user:email`), verified only if GitHub
 * says so. Without that scope (403/404) it is the profile's public email, unverified.
 */
const primaryEmail = async (api: string, accessToken: string, profile: Record<string, unknown>) => {
  try {
    const emails = emailGuard.safeParse(await fetchWithToken(`${api}/user/emails`, accessToken, apiHeaders));
    const primary = emails.success ? emails.data.find((email) => email.primary) : undefined;
    if (primary) return { email: primary.email, emailVerified: primary.verified };
  } catch (error) {
    if (!(error instanceof ConnectorError) || error.code !== 'invalid_response') throw error;
  }
  return { email: profile.email, emailVerified: false };
};

/** GitHub sign-in (OAuth 2.0 and the REST API). `endpoints` is for tests only. */
export const createGitHubConnector = ({ endpoints = gitHubEndpoints }: { endpoints?: GitHubEndpoints } = {}) =>
  defineConnector<GitHubConfig>({
    metadata: {
      id: 'github',
      type: 'social',
      platform: 'web',
      target: 'github',
      name: sameInAll('GitHub'),
      description: phrase('signInWith', { provider: 'GitHub' }),
      logo: letterMark('GH', '#24292f'),
      logoDark: letterMark('GH', '#f0f6fc', '#24292f'),
      readme: guide('github'),
      configForm: [clientIdField('GitHub'), clientSecretField('GitHub'), scopeField(defaultScope)],
    },
    configGuard,
    getAuthorizationUri: async (request, config) =>
      startAuthorization({
        endpoint: endpoints.authorization,
        clientId: config.clientId,
        scope: config.scope,
        request,
        pkce: true,
      }),
    getUserInfo: async ({ data, redirectUri, session }, config) => {
      const { access_token: accessToken } = await exchangeCode({
        tokenEndpoint: endpoints.token,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authMethod: 'client_secret_post',
        code: callbackCode(data),
        redirectUri,
        codeVerifier: session.codeVerifier,
      });
      const profile = await fetchProfile(`${endpoints.api}/user`, accessToken, apiHeaders);
      const email = await primaryEmail(endpoints.api, accessToken, profile);
      return buildUser({
        id: profile.id,
        name: profile.name ?? profile.login,
        avatar: profile.avatar_url,
        ...email,
        rawData: profile,
      });
    },
  });

export default createGitHubConnector();
