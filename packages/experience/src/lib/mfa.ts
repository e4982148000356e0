import { type MfaFactor, mfaFactors } from '@gatehouse/schemas/mfa';
import { ApiFailure, request } from './api';

export type { MfaFactor };

type Verification = { verificationId: string };

/** The user's primary email / phone as the server masks them (`j•••@example.com`, `•••• 1234`), for the code factors. */
export type MaskedIdentifiers = { email?: string; phone?: string };

/**
 * What submit can answer about a second factor (server `experience/mfa.ts`): verify one of the
 * user's factors (403), or enroll one of those offered (422), skippably or not.
 */
export type MfaOutcome =
  | { kind: 'mfa-verify'; factors: MfaFactor[]; masked?: MaskedIdentifiers }
  | { kind: 'mfa-enroll'; factors: MfaFactor[]; skippable: boolean };

/** The known factors of a server's list, in the order the pages offer them (backup codes last), once each. */
export const orderFactors = (listed: unknown): MfaFactor[] => {
  const names = new Set(Array.isArray(listed) ? listed : []);
  return mfaFactors.filter((factor) => names.has(factor)).sort((a, b) => rank(a) - rank(b));
};
const rank = (factor: MfaFactor) => (factor === 'BackupCode' ? 1 : 0);

const maskedOf = (value: unknown): MaskedIdentifiers => {
  const candidate = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof candidate[key] === 'string' ? (candidate[key] as string) : undefined);
  return { email: text('email'), phone: text('phone') };
};

/** The MFA step a failed submit asks for, or undefined when the failure is about something else. */
export const mfaOutcomeOf = (failure: unknown): MfaOutcome | undefined => {
  if (!(failure instanceof ApiFailure)) return undefined;
  const data = (failure.data ?? {}) as { availableFactors?: unknown; skippable?: unknown; maskedIdentifiers?: unknown };
  const factors = orderFactors(data.availableFactors);
  if (factors.length === 0) return undefined;
  if (failure.code === 'session.mfa.require_mfa_verification') {
    return { kind: 'mfa-verify', factors, masked: maskedOf(data.maskedIdentifiers) };
  }
  if (failure.code === 'session.mfa.mfa_enrollment_required') {
    return { kind: 'mfa-enroll', factors, skippable: data.skippable === true };
  }
  return undefined;
};

/** The page of an MFA step, and the history state it reads. */
export const mfaPaths = { 'mfa-verify': '/mfa-verification', 'mfa-enroll': '/mfa-binding' } as const;

/** Reads an MFA screen's history state back (a reload keeps it; a link opened elsewhere has none). */
export const mfaStateOf = <Kind extends MfaOutcome['kind']>(
  kind: Kind,
  state: unknown,
): Extract<MfaOutcome, { kind: Kind }> | undefined => {
  const candidate = state as Partial<MfaOutcome> | null;
  if (candidate?.kind !== kind) return undefined;
  const factors = orderFactors(candidate.factors);
  if (factors.length === 0) return undefined;
  const masked = 'masked' in candidate ? { masked: maskedOf(candidate.masked) } : {};
  return { ...candidate, factors, ...masked } as Extract<MfaOutcome, { kind: Kind }>;
};

/** A code of the user's authenticator app. */
export const verifyTotp = (code: string) =>
  request<Verification>('POST', 'api/experience/verification/totp/verify', { code });

/** Sends a code to the user's own primary email or phone (the server picks the address). */
export const sendMfaCode = (identifierType: 'email' | 'phone') =>
  request<Verification>('POST', 'api/experience/verification/mfa-verification-code', { identifierType });

/** Sends a code to a new address, enrolling the code factor (a user with no primary email / phone). */
export const sendMfaCodeTo = (identifierType: 'email' | 'phone', newIdentifier: string) =>
  request<Verification>('POST', 'api/experience/verification/mfa-verification-code', {
    identifierType,
    newIdentifier,
  });

/** The code sent for `verificationId`; wrong ones count toward the account's lockout. */
export const verifyMfaCode = (verificationId: string, code: string) =>
  request<Verification>('POST', 'api/experience/verification/mfa-verification-code/verify', { verificationId, code });

/** One of the user's backup codes (used up by this). */
export const verifyBackupCode = (code: string) =>
  request<Verification>('POST', 'api/experience/verification/backup-code/verify', { code: code.trim() });

/** A new authenticator secret for the identified user, with its `otpauth://` URI for the QR code. */
export const createTotpSecret = () =>
  request<Verification & { secret: string; keyUri: string }>('POST', 'api/experience/verification/totp/secret');

/** A code of the new secret (then bind it: `bindFactor('Totp', verificationId)`). */
export const checkNewTotp = (verificationId: string, code: string) =>
  request<Verification>('POST', 'api/experience/verification/totp/verify', { code, verificationId });

/** Binds a factor enrolled in this interaction; the account gets it at submit. */
export const bindFactor = (type: MfaFactor, verificationId: string) =>
  request('POST', 'api/experience/profile/mfa', { type, verificationId });

/** Ten new backup codes, answered this once. */
export const generateBackupCodes = () =>
  request<Verification & { codes: string[] }>('POST', 'api/experience/verification/backup-code/generate');

export const skipMfa = () => request('POST', 'api/experience/profile/mfa/mfa-skipped');

/** Trusts this browser for the tenant's days (an HttpOnly cookie the server sets); after a verified factor. */
export const rememberDevice = () => request('POST', 'api/experience/profile/mfa/remember-device');

/** The text of a backup codes file: a heading line, where they are for, then one code a line. */
export const backupCodesText = (heading: string, place: string, codes: string[]) =>
  [heading, place, '', ...codes, ''].join('\n');

/** The secret in groups of four, easier to read and type (authenticator apps ignore the spaces). */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
