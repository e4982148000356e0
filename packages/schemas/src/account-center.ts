import { z } from 'zod';
import { mfaVerificationNameGuard, totpCodeGuard, totpSecretGuard } from './mfa';
import { imageUrlGuard } from './urls';
import { customDataGuard, userProfileGuard, userProfileInputGuard } from './users';

/**
 * The account center (spec §3 "account center: enabled, fields"; peer-interfaces §3.3): whether a
 * tenant's end users may use the Account API (`/api/my-account`) at all, and per field whether
 * they may not see it (`Off`), see it (`ReadOnly`) or change it (`Edit`). Spelt as Logto spells
 * them, so its clients and settings carry over.
 */
export const accountCenterControls = ['Off', 'ReadOnly', 'Edit'] as const;
export const accountCenterControlGuard = z.enum(accountCenterControls);
export type AccountCenterControl = z.infer<typeof accountCenterControlGuard>;

/** The fields an administrator controls, in the order the console lists them. */
export const accountCenterFields = [
  'name',
  'avatar',
  'profile',
  'customData',
  'username',
  'email',
  'phone',
  'password',
  'social',
  'mfa',
] as const;
export type AccountCenterField = (typeof accountCenterFields)[number];

const fieldsShape = Object.fromEntries(accountCenterFields.map((field) => [field, accountCenterControlGuard])) as {
  [K in AccountCenterField]: typeof accountCenterControlGuard;
};

/** Every field's control; unknown fields are refused. */
export const accountCenterFieldsGuard = z.object(fieldsShape).strict();
export type AccountCenterFields = z.infer<typeof accountCenterFieldsGuard>;

/** `GET /api/account-center`: the tenant's settings, every field present. */
export const accountCenterGuard = z.object({ enabled: z.boolean(), fields: accountCenterFieldsGuard });
export type AccountCenter = z.infer<typeof accountCenterGuard>;

/** A new tenant's account center: off, and every field off. */
export const defaultAccountCenter: AccountCenter = {
  enabled: false,
  fields: Object.fromEntries(accountCenterFields.map((field) => [field, 'Off'])) as AccountCenterFields,
};

/**
 * `PATCH /api/account-center`: `enabled` and/or some fields; the fields sent replace those stored,
 * the others stay. An unknown field or a control other than Off, ReadOnly, Edit is a 400.
 */
export const patchAccountCenterGuard = z
  .object({ enabled: z.boolean(), fields: accountCenterFieldsGuard.partial().strict() })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send enabled, fields or both');
export type PatchAccountCenter = z.infer<typeof patchAccountCenterGuard>;

/**
 * `GET /api/my-account`: the signed-in user's own account, with only the fields the account center
 * does not turn off (`email` is `primaryEmail`, `phone` `primaryPhone`, `social` `identities`,
 * `password` `hasPassword`). Never a password hash.
 */
export const myAccountGuard = z.object({
  id: z.string(),
  username: z.string().nullable().optional(),
  primaryEmail: z.string().nullable().optional(),
  primaryPhone: z.string().nullable().optional(),
  name: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  profile: userProfileGuard.optional(),
  customData: z.record(z.string(), z.unknown()).optional(),
  identities: z.record(z.string(), z.unknown()).optional(),
  hasPassword: z.boolean().optional(),
});
export type MyAccount = z.infer<typeof myAccountGuard>;

/**
 * `PATCH /api/my-account`: name, avatar, username (null clears one, never a blank), custom data
 * (replaced).
 */
export const patchMyAccountGuard = z
  .object({
    name: z.string().trim().max(128).nullable(),
    avatar: imageUrlGuard.nullable(),
    username: z.string().trim().min(1).max(256).nullable(),
    customData: customDataGuard,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, avatar, username, customData');
export type PatchMyAccount = z.infer<typeof patchMyAccountGuard>;

/** `PATCH /api/my-account/profile`: the profile fields sent are merged into the stored profile. */
export const patchMyProfileGuard = userProfileInputGuard.refine(
  (value) => Object.keys(value).length > 0,
  'send at least one profile field',
);

const passwordGuard = z.string().min(1).max(256);

/** `POST /api/my-account/password`. */
export const setMyPasswordGuard = z.object({ password: passwordGuard }).strict();

/** An address a verification code goes to. */
export const codeIdentifierGuard = z
  .object({ type: z.enum(['email', 'phone']), value: z.string().trim().min(1).max(256) })
  .strict();
export type CodeIdentifier = z.infer<typeof codeIdentifierGuard>;

/** `POST /api/my-account/primary-email`: the new address and the record proving it was received. */
export const setPrimaryEmailGuard = z
  .object({ email: z.string().trim().min(1).max(256), newIdentifierVerificationRecordId: z.string().min(1).max(64) })
  .strict();
/** `POST /api/my-account/primary-phone`. */
export const setPrimaryPhoneGuard = z
  .object({ phone: z.string().trim().min(1).max(64), newIdentifierVerificationRecordId: z.string().min(1).max(64) })
  .strict();

/** `POST /api/verifications/password`: the user's current password. */
export const verifyMyPasswordGuard = z.object({ password: passwordGuard }).strict();
/** `POST /api/verifications/verification-code`: where to send a code. */
export const sendMyCodeGuard = z.object({ identifier: codeIdentifierGuard }).strict();
/** `POST /api/verifications/verification-code/verify`: the code received for a record. */
export const verifyMyCodeGuard = z
  .object({
    identifier: codeIdentifierGuard,
    verificationId: z.string().min(1).max(64),
    code: z.string().min(1).max(16),
  })
  .strict();

/** A verification record: its id, to send as `logto-verification-id` or `newIdentifierVerificationRecordId`. */
export const verificationRecordGuard = z.object({
  verificationRecordId: z.string(),
  /** When it stops proving anything, ISO 8601. */
  expiresAt: z.string(),
});
export type VerificationRecord = z.infer<typeof verificationRecordGuard>;

/** The request header carrying the record that proves who the user is (as Logto's clients send it). */
export const verificationIdHeader = 'logto-verification-id';

/**
 * `POST /api/my-account/mfa-verifications`: a TOTP secret from `…/totp-secret/generate` and a code
 * it makes now, or a passkey whose registration `POST /api/verifications/web-authn/registration/verify`
 * verified (that record's id), with an optional name.
 */
export const addMyMfaVerificationGuard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Totp'), secret: totpSecretGuard, code: totpCodeGuard }).strict(),
  z
    .object({
      type: z.literal('WebAuthn'),
      newIdentifierVerificationRecordId: z.string().min(1).max(64),
      name: mfaVerificationNameGuard.optional(),
    })
    .strict(),
]);

/** `POST /api/verifications/web-authn/registration`: the options for `navigator.credentials.create()` and their record. */
export const myWebAuthnRegistrationGuard = z.object({
  verificationRecordId: z.string(),
  registrationOptions: z.record(z.string(), z.unknown()),
  /** When the challenge stops being accepted, ISO 8601. */
  expiresAt: z.string(),
});

/** `POST /api/my-account/mfa-verifications/totp-secret/generate`: a new secret and its `otpauth://` URI, not stored yet. */
export const myTotpSecretGuard = z.object({ secret: z.string(), keyUri: z.string() });

/** `POST /api/my-account/mfa-verifications/backup-codes/generate`: the new codes, shown this once. */
export const myBackupCodesGuard = z.object({ codes: z.array(z.string()) });
