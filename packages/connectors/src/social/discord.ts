import { defineConnector } from '@gatehouse/connector-kit/connector';
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
import { callbackCode, exchangeCode, fetchProfile, startAuthorization } from './shared/oauth2';
import { buildUser, idOf, stringOf } from './shared/profile';

export type DiscordEndpoints = { authorization: string; api: string; cdn: string };
export const discordEndpoints: DiscordEndpoints = {
  authorization: 'https://discord.com/oauth2/authorize',
  api: 'https://discord.com/api',
  cdn: 'https://cdn.discordapp.com',
};
const defaultScope = 'identify email';

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: scopeGuard(defaultScope),
});
export type DiscordConfig = z.infer<typeof configGuard>;

/** Discord sign-in (OAuth 2.0 and the REST API). `endpoints` is for tests only. */
export const createDiscordConnector = ({ endpoints = discordEndpoints }: { endpoints?: DiscordEndpoints } = {}) =>
  defineConnector<DiscordConfig>({
    metadata: {
      id: 'discord',
      type: 'social',
      platform: 'web',
      target: 'discord',
      name: sameInAll('Discord'),
      description: phrase('signInWith', { provider: 'Discord' }),
      logo: letterMark('D', '#5865f2'),
      readme: guide('discord'),
      configForm: [clientIdField('Discord'), clientSecretField('Discord'), scopeField(defaultScope)],
    },
    configGuard,
    getAuthorizationUri: async (request, config) =>
      startAuthorization({
        endpoint: endpoints.authorization,
        clientId: config.clientId,
        scope: config.scope,
        request,
      }),
    getUserInfo: async ({ data, redirectUri }, config) => {
      const { access_token: accessToken } = await exchangeCode({
        tokenEndpoint: `${endpoints.api}/oauth2/token`,
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authMethod: 'client_secret_basic',
        code: callbackCode(data),
        redirectUri,
      });
      const profile = await fetchProfile(`${endpoints.api}/users/@me`, accessToken);
      const id = idOf(profile.id);
      const avatar = stringOf(profile.avatar);
      return buildUser({
        id,
        name: profile.global_name ?? profile.username,
        email: profile.email,
        emailVerified: profile.verified === true,
        avatar: avatar && /^[\w]+$/.test(avatar) ? `${endpoints.cdn}/avatars/${id}/${avatar}.png` : undefined,
        rawData: profile,
      });
    },
  });

export default createDiscordConnector();
