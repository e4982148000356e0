import { type IdentifierType, normalizeIdentifierInput } from '@gatehouse/schemas/identifiers';
import { ApiError } from '../platform/http/api-error';

const invalidCode = {
  username: 'user.invalid_username',
  email: 'user.invalid_email',
  phone: 'user.invalid_phone',
} as const;

/**
 * Brings an identifier to its stored form (emails lower-cased, phones to
 * digits), or throws the format error of spec §5 naming the field.
 */
export const normalizeIdentifier = (type: IdentifierType, raw: string): string => {
  const value = normalizeIdentifierInput(type, raw);
  if (value === undefined) throw new ApiError(invalidCode[type], { field: type });
  return value;
};

export const inUseCode = {
  username: 'user.username_already_in_use',
  email: 'user.email_already_in_use',
  phone: 'user.phone_already_in_use',
} as const;

/** The identifiers of a request in stored form; null (or blank) clears one, undefined leaves it. */
export const normalizedIdentifiers = (input: {
  username?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
}) => {
  const normalize = (type: 'username' | 'email' | 'phone', value: string | null | undefined) =>
    value === undefined ? undefined : value === null || value.trim() === '' ? null : normalizeIdentifier(type, value);
  return {
    username: normalize('username', input.username),
    primaryEmail: normalize('email', input.primaryEmail),
    primaryPhone: normalize('phone', input.primaryPhone),
  };
};
/** The fields that are set. */
export const definedOnly = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== undefined)) as Partial<T>;
