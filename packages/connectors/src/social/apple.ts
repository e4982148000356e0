import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { type CryptoKey, importPKCS8, SignJWT } from 'jose';
import { z } from 'zod';
import { guide } from '../guides';
import { phrase, sameInAll } from './locales';
import { clientIdGuard, scopeField, scopeGuard } from './shared/fields';
import { isRecord } from './shared/http';
import { letterMark } from './shared/logo';
import type { OidcIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';
import { stringOf, userFromClaims } from './shared/profile';

export const appleIssuer = 'https://appleid.apple.com';
const defaultScope = 'name email';
/** Apple allows a client secret up to six months; one per exchange, valid five minutes, is enough. */
const clientSecretLifetime = '5m';
const appleIdPattern = /^[A-Z0-9]{10}$/;

const configGuard = z.object({
  clientId: clientIdGuard,
  teamId: z.string().trim().regex(appleIdPattern, '10 capital letters or digits'),
  keyId: z.string().trim().regex(appleIdPattern, '10 capital letters or digits'),
  privateKey: z
    .string()
    .trim()
    .max(4096)
    .refine((pem) => pem.startsWith('-----BEGIN PRIVATE KEY-----'), 'the .p8 file, from -----BEGIN PRIVATE KEY-----'),
  scope: scopeGuard(defaultScope),
});
export type AppleConfig = z.infer<typeof configGuard>;

/** Apple's endpoints; only tests move them (to a fake at another issuer). */
export type AppleEndpoints = { issuer: string; authorization: string; token: string; jwks: string };

/**
 * The client secret Apple asks for: a JWT signed ES256 with the team's Sign in with Apple key
 * (`kid` its key ID), from the team (`iss`) about the Services ID (`sub`), for Apple (`aud`).
 */
export const appleClientSecret = async (config: AppleConfig, audience: string): Promise<string> => {
  let key: CryptoKey;
  try {
    key = await importPKCS8(config.privateKey, 'ES256');
  } catch {
    throw new ConnectorError('invalid_config', { field: 'privateKey', message: 'not a P-256 private key in PEM' });
  }
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
    .setIssuer(config.teamId)
    .setSubject(config.clientId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(clientSecretLifetime)
    .sign(key);
};

/** The name Apple posts in the `user` form field, on the first sign-in only (`{"name":{"firstName",…}}`). */
const nameFromForm = (user: string | undefined): string | undefined => {
  if (!user) return undefined;
  try {
    const parsed: unknown = JSON.parse(user);
    if (!isRecord(parsed) || !isRecord(parsed.name)) return undefined;
    const parts = [stringOf(parsed.name.firstName), stringOf(parsed.name.lastName)].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : undefined;
  } catch {
    return undefined;
  }
};

/** Sign in with Apple (OpenID Connect with a JWT client secret). The endpoints are for tests only. */
export const createAppleConnector = (endpoints: Partial<AppleEndpoints> = {}) => {
  const issuer = endpoints.issuer ?? appleIssuer;
  const discovery = {
    issuer,
    authorization_endpoint: endpoints.authorization ?? `${issuer}/auth/authorize`,
    token_endpoint: endpoints.token ?? `${issuer}/auth/token`,
    jwks_uri: endpoints.jwks ?? `${issuer}/auth/keys`,
    id_token_signing_alg_values_supported: ['RS256'],
    // Apple documents no PKCE for the web flow: the code is bound to the signed client secret.
    code_challenge_methods_supported: [],
  };
  const appleId: OidcIssuer = { discover: async () => discovery };
  return defineOidcConnector<AppleConfig>({
    metadata: {
      id: 'apple',
      type: 'social',
      platform: 'web',
      target: 'apple',
      name: sameInAll('Apple'),
      description: phrase('signInWith', { provider: 'Apple' }),
      logo: letterMark('A', '#000000'),
      logoDark: letterMark('A', '#ffffff', '#000000'),
      readme: guide('apple'),
      configForm: [
        {
          key: 'clientId',
          type: 'text',
          label: phrase('servicesId'),
          description: phrase('servicesIdHelp'),
          placeholder: 'com.example.web',
          required: true,
        },
        { key: 'teamId', type: 'text', label: phrase('teamId'), description: phrase('teamIdHelp'), required: true },
        { key: 'keyId', type: 'text', label: phrase('keyId'), description: phrase('keyIdHelp'), required: true },
        {
          key: 'privateKey',
          type: 'multiline',
          label: phrase('privateKey'),
          description: phrase('privateKeyHelp'),
          placeholder: '-----BEGIN PRIVATE KEY-----',
          required: true,
          secret: true,
        },
        scopeField(defaultScope),
      ],
    },
    configGuard,
    issuer: () => appleId,
    client: (config) => ({
      clientId: config.clientId,
      clientSecret: () => appleClientSecret(config, issuer),
      authMethod: 'client_secret_post',
      scope: config.scope,
      params: { response_mode: 'form_post' },
    }),
    toUser: (claims, callback) => {
      const user = userFromClaims(claims);
      const name = nameFromForm(callback.data.user);
      return name ? { ...user, name } : user;
    },
  });
};

export default createAppleConnector();
