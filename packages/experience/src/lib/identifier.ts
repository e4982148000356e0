import {
  emailRegEx,
  type IdentifierType,
  normalizePhone,
  phoneInputRegEx,
  usernameRegEx,
} from '@gatehouse/schemas/identifiers';

/**
 * Which identifier a person typed, among those the tenant enables: an "@"
 * means email, a phone-like value means phone, anything else a username.
 */
export const detectIdentifierType = (value: string, enabled: IdentifierType[]): IdentifierType | undefined => {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return enabled.includes('email') ? 'email' : undefined;
  if (enabled.includes('phone') && phoneInputRegEx.test(trimmed) && /\d{4,}/.test(normalizePhone(trimmed))) {
    return 'phone';
  }
  if (enabled.includes('username')) return 'username';
  if (enabled.includes('phone') && phoneInputRegEx.test(trimmed)) return 'phone';
  return enabled.includes('email') ? 'email' : undefined;
};

/** Client-side format check (spec §5); the server checks again. */
export const isValidFor = (type: IdentifierType, value: string) => {
  const trimmed = value.trim();
  if (type === 'email') return emailRegEx.test(trimmed);
  if (type === 'phone') return phoneInputRegEx.test(trimmed) && normalizePhone(trimmed).length >= 4;
  return usernameRegEx.test(trimmed);
};
