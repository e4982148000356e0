import { createHmac } from 'node:crypto';
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
import { isRecord } from './shared/http';
import { letterMark } from './shared/logo';
import { callbackCode, exchangeCode, fetchProfile, startAuthorization } from './shared/oauth2';
import { buildUser } from './shared/profile';

/** The Graph API version the connector speaks (Meta keeps each for about two years). */
export const graphApiVersion = 'v23.0';
export type FacebookEndpoints = { authorization: string; graph: string };
export const facebookEndpoints: FacebookEndpoints = {
  authorization: `https://www.facebook.com/${graphApiVersion}/dialog/oauth`,
  graph: `https://graph.facebook.com/${graphApiVersion}`,
};
const defaultScope = 'public_profile email';

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: scopeGuard(defaultScope),
});
export type FacebookConfig = z.infer<typeof configGuard>;

/** Facebook Login (OAuth 2.0 and the Graph API). `endpoints` is for tests only. */
export const createFacebookConnector = ({ endpoints = facebookEndpoints }: { endpoints?: FacebookEndpoints } = {}) =>
  defineConnector<FacebookConfig>({
    metadata: {
      id: 'facebook',
      type: 'social',
      platform: 'web',
      target: 'facebook',
      name: sameInAll('Facebook'),
      description: phrase('signInWith', { provider: 'Facebook' }),
      logo: letterMark('f', '#1877f2'),
      readme: guide('facebook'),
      configForm: [
        clientIdField('Facebook', 'appId'),
        clientSecretField('Facebook', 'appSecret'),
        scopeField(defaultScope),
      ],
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
        tokenEndpoint: `${endpoints.graph}/oauth/access_token`,
        method: 'GET',
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authMethod: 'client_secret_post',
        code: callbackCode(data),
        redirectUri,
      });
      const me = new URL(`${endpoints.graph}/me`);
      me.searchParams.set('fields', 'id,name,email,picture');
      // Proves the token is used by the app that holds the secret (Graph API "Require App Secret").
      me.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', config.clientSecret).update(accessToken).digest('hex'),
      );
      const profile = await fetchProfile(me.toString(), accessToken);
      const picture = isRecord(profile.picture) && isRecord(profile.picture.data) ? profile.picture.data : {};
      return buildUser({
        id: profile.id,
        name: profile.name,
        email: profile.email,
        emailVerified: false,
        avatar: picture.is_silhouette === true ? undefined : picture.url,
        rawData: profile,
      });
    },
  });

export default createFacebookConnector();
