import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { socialUserInfoGuard } from '@gatehouse/connector-kit/social';
import type { z } from 'zod';

export type SocialUser = z.input<typeof socialUserInfoGuard>;

/** A non-empty string no longer than `max`, else `undefined` (a value the user guard would refuse is left out). */
export const stringOf = (value: unknown, max = 256): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** `true` or `"true"` (Apple and some others send booleans as strings). */
export const isTrue = (value: unknown): boolean => value === true || value === 'true';

/** The user's id at the provider: a string, or a number as GitHub and Discord send them. */
export const idOf = (value: unknown): string => {
  const id = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : stringOf(value);
  if (!id) throw new ConnectorError('invalid_response', { message: 'the profile has no usable user id' });
  return id;
};

type ProfileFields = {
  id: unknown;
  email?: unknown;
  emailVerified?: boolean;
  name?: unknown;
  avatar?: unknown;
  phone?: unknown;
  rawData?: Record<string, unknown>;
};

/** The user for `socialUserInfoGuard`: values it would refuse left out, `emailVerified` only with an email. */
export const buildUser = (fields: ProfileFields): SocialUser => {
  const email = stringOf(fields.email);
  const user: SocialUser = { id: idOf(fields.id), emailVerified: Boolean(email && fields.emailVerified) };
  if (email) user.email = email;
  const name = stringOf(fields.name);
  if (name) user.name = name;
  const avatar = stringOf(fields.avatar, 2048);
  if (avatar) user.avatar = avatar;
  const phone = stringOf(fields.phone, 64);
  if (phone) user.phone = phone;
  if (fields.rawData) user.rawData = fields.rawData;
  return user;
};

/** Claims that only serve the protocol; the rest of an ID token is the profile kept as `rawData`. */
const protocolClaims = new Set(['nonce', 'at_hash', 'c_hash', 's_hash', 'sid']);

const joinName = (...parts: unknown[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ') || undefined;

/** The user an OpenID Connect provider describes in its standard claims (OIDC Core §5.1). */
export const userFromClaims = (claims: Record<string, unknown>): SocialUser =>
  buildUser({
    id: claims.sub,
    email: claims.email,
    emailVerified: isTrue(claims.email_verified),
    name: claims.name ?? joinName(claims.given_name, claims.family_name),
    avatar: claims.picture,
    phone: claims.phone_number,
    rawData: Object.fromEntries(Object.entries(claims).filter(([name]) => !protocolClaims.has(name))),
  });
