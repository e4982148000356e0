import { defineConnector } from '@gatehouse/connector-kit/connector';
import { z } from 'zod';
import { guide } from '../guides';
import { phrase } from './locales';
import {
  authMethodField,
  authMethodGuard,
  clientIdField,
  clientIdGuard,
  clientSecretField,
  clientSecretGuard,
  optionalJson,
  secureUrlGuard,
  urlField,
  withDefault,
} from './shared/fields';
import { isRecord } from './shared/http';
import { letterMark } from './shared/logo';
import { callbackCode, exchangeCode, fetchProfile, startAuthorization } from './shared/oauth2';
import { buildUser, isTrue } from './shared/profile';

const profileKeys = ['id', 'email', 'emailVerified', 'name', 'avatar', 'phone'] as const;
type ProfileKey = (typeof profileKeys)[number];

/** Where the user's values are in a profile when the map does not say: the usual names, first found wins. */
export const defaultProfileMap: Record<ProfileKey, readonly string[]> = {
  id: ['sub', 'id'],
  email: ['email'],
  emailVerified: ['email_verified'],
  name: ['name'],
  avatar: ['picture', 'avatar_url'],
  phone: ['phone_number'],
};

const path = z.string().regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, 'a field name, or names joined by dots');
const profileMapGuard = z.strictObject({
  id: path.optional(),
  email: path.optional(),
  emailVerified: path.optional(),
  name: path.optional(),
  avatar: path.optional(),
  phone: path.optional(),
});

const configGuard = z.object({
  authorizationEndpoint: secureUrlGuard,
  tokenEndpoint: secureUrlGuard,
  userInfoEndpoint: secureUrlGuard,
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  scope: z.preprocess((value) => (value === null ? undefined : value), z.string().trim().max(1024).optional()),
  tokenEndpointAuthMethod: authMethodGuard,
  pkce: withDefault(z.boolean(), true),
  profileMap: optionalJson(profileMapGuard),
});
export type OAuth2Config = z.infer<typeof configGuard>;

/** The value at a dotted path of the profile, through its own properties only. */
const valueAt = (profile: Record<string, unknown>, dotted: string): unknown => {
  let value: unknown = profile;
  for (const name of dotted.split('.')) {
    if (!isRecord(value) || !Object.hasOwn(value, name)) return undefined;
    value = value[name];
  }
  return value;
};

const pick = (profile: Record<string, unknown>, key: ProfileKey, map: OAuth2Config['profileMap']) => {
  const mapped = map?.[key];
  const paths = mapped ? [mapped] : defaultProfileMap[key];
  for (const candidate of paths) {
    const value = valueAt(profile, candidate);
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
};

/** A generic OAuth 2.0 connector: the provider is whatever endpoints the tenant enters. */
export default defineConnector<OAuth2Config>({
  metadata: {
    id: 'oauth2',
    type: 'social',
    platform: 'web',
    target: 'oauth2',
    name: phrase('oauth2Name'),
    description: phrase('oauth2Description'),
    logo: letterMark('O2', '#6b7280'),
    readme: guide('oauth2'),
    configForm: [
      urlField(
        'authorizationEndpoint',
        'authorizationEndpoint',
        'authorizationEndpointHelp',
        'https://id.example.com/authorize',
      ),
      urlField('tokenEndpoint', 'tokenEndpoint', 'tokenEndpointHelp', 'https://id.example.com/token'),
      urlField('userInfoEndpoint', 'userInfoEndpoint', 'userInfoEndpointHelp', 'https://id.example.com/userinfo'),
      clientIdField(),
      clientSecretField(),
      {
        key: 'scope',
        type: 'text',
        label: phrase('scope'),
        description: phrase('scopeHelp'),
        placeholder: 'profile email',
      },
      authMethodField,
      { key: 'pkce', type: 'switch', label: phrase('pkce'), description: phrase('pkceHelp'), defaultValue: true },
      {
        key: 'profileMap',
        type: 'json',
        label: phrase('profileMap'),
        description: phrase('profileMapHelp'),
        placeholder: '{ "id": "data.user_id", "name": "data.display_name" }',
      },
    ],
  },
  configGuard,
  getAuthorizationUri: async (request, config) =>
    startAuthorization({
      endpoint: config.authorizationEndpoint,
      clientId: config.clientId,
      scope: config.scope ?? '',
      request,
      pkce: config.pkce,
    }),
  getUserInfo: async ({ data, redirectUri, session }, config) => {
    const { access_token: accessToken } = await exchangeCode({
      tokenEndpoint: config.tokenEndpoint,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authMethod: config.tokenEndpointAuthMethod,
      code: callbackCode(data),
      redirectUri,
      codeVerifier: config.pkce ? session.codeVerifier : undefined,
    });
    const profile = await fetchProfile(config.userInfoEndpoint, accessToken);
    const map = config.profileMap;
    return buildUser({
      id: pick(profile, 'id', map),
      email: pick(profile, 'email', map),
      emailVerified: isTrue(pick(profile, 'emailVerified', map)),
      name: pick(profile, 'name', map),
      avatar: pick(profile, 'avatar', map),
      phone: pick(profile, 'phone', map),
      rawData: profile,
    });
  },
});
