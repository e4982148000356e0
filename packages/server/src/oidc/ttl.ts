import {
  defaultAccessTokenTtlSeconds,
  defaultIdTokenTtlSeconds,
  defaultRefreshTokenTtlDays,
  seconds,
} from '@gatehouse/schemas/constants';
import type { Client, Configuration } from 'oidc-provider';
import { customMetadataOf } from './client-metadata';

/** A client's refresh tokens (and so its grants) live this long: its own setting, in seconds or days, or the default. */
const refreshTokenTtl = (client: Client | undefined) => {
  const custom = customMetadataOf(client);
  return custom.refreshTokenTtl ?? (custom.refreshTokenTtlInDays ?? defaultRefreshTokenTtlDays) * seconds.day;
};

/**
 * How long each thing the provider issues lives, in seconds. Access tokens live as long as their
 * API resource says (resource-indicators.ts); ID and refresh tokens as long as their client says.
 */
export const ttl = (): Configuration['ttl'] => ({
  AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? defaultAccessTokenTtlSeconds,
  ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? defaultAccessTokenTtlSeconds,
  AuthorizationCode: () => seconds.minute,
  IdToken: (_ctx, _token, client) => customMetadataOf(client).idTokenTtl ?? defaultIdTokenTtlSeconds,
  RefreshToken: (_ctx, _token, client) => refreshTokenTtl(client),
  Grant: (ctx) => refreshTokenTtl(ctx?.oidc?.client),
  Interaction: () => seconds.hour,
  Session: () => 14 * seconds.day,
  BackchannelAuthenticationRequest: () => 10 * seconds.minute,
  DeviceCode: () => 10 * seconds.minute,
});
