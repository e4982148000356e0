/*
 * Identifier formats of spec §5 and their normalization, with no runtime
 * dependency (the sign-in pages use them as a person types). The request
 * guards are in `users.ts`.
 */
export const usernameRegEx = /^[A-Z_a-z]\w*$/;
export const emailRegEx = /^\S+@\S+\.\S+$/;
/** Digits only, with the country code (E.164 without the plus). */
export const phoneRegEx = /^\d+$/;
/** Looser phone input: optional plus, digits, hyphens, parentheses and spaces. */
export const phoneInputRegEx = /^\+?[\d\s()-]+$/;

export const identifierTypes = ['username', 'email', 'phone'] as const;
export type IdentifierType = (typeof identifierTypes)[number];

/** Normalizes a phone input to digits only: "+1 (415) 555-0100" → "14155550100". */
export const normalizePhone = (value: string) => value.replace(/\D/g, '');

/** Email addresses are compared and stored lower-cased. */
export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export const isValidIdentifier = (type: IdentifierType, value: string): boolean => {
  if (type === 'username') return value.length <= 128 && usernameRegEx.test(value);
  if (type === 'email') return value.length <= 256 && emailRegEx.test(value);
  return value.length <= 32 && phoneRegEx.test(value);
};

/**
 * An identifier as typed (a phone with spaces, an email in capitals) in its stored form, or
 * undefined when it breaks the rules of spec §5. The server's service and the console's forms both
 * check identifiers with it.
 *
 * @example
 * normalizeIdentifierInput('phone', '+1 (415) 555-0100') // '14155550100'
 */
export const normalizeIdentifierInput = (type: IdentifierType, raw: string): string | undefined => {
  const trimmed = raw.trim();
  if (type === 'phone' && !phoneInputRegEx.test(trimmed)) return undefined;
  const value = type === 'email' ? normalizeEmail(trimmed) : type === 'phone' ? normalizePhone(trimmed) : trimmed;
  return isValidIdentifier(type, value) ? value : undefined;
};
