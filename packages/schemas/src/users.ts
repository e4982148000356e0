import { z } from 'zod';
import { type IdentifierType, identifierTypes, normalizeIdentifierInput } from './identifiers';
import { freeFormJsonGuard } from './json';
import { imageUrlGuard } from './urls';

export const identifierTypeGuard = z.enum(identifierTypes);

export const identifierGuard = z.object({
  type: identifierTypeGuard,
  value: z.string().trim().min(1).max(256),
});
export type Identifier = z.infer<typeof identifierGuard>;

/** A console user's own profile as `/me` returns it: never a password hash, only whether there is one. */
export const meGuard = z.object({
  id: z.string(),
  username: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  customData: z.record(z.string(), z.unknown()),
  identities: z.record(z.string(), z.unknown()),
  hasPassword: z.boolean(),
  lastSignInAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type Me = z.infer<typeof meGuard>;

/** The profile fields a console user edits on themselves: name, username, avatar. */
export const meProfileFieldsGuard = z.object({
  name: z.string().trim().max(128).nullable(),
  username: z.string().trim().min(1).max(128),
  avatar: imageUrlGuard.nullable(),
});

/** `PATCH /me`: one or more of name, username, avatar (spec §7). */
export const patchMeGuard = meProfileFieldsGuard
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, username, avatar');

/** Custom data as a request writes it: free-form, bounded (see `freeFormJsonLimits`). */
export const customDataGuard = freeFormJsonGuard;

/**
 * The OpenID Connect standard claims a user's `profile` holds (OIDC Core §5.1, camel-cased as
 * peer-interfaces names them): every field optional, `address` a structured claim.
 * https://openid.net/specs/openid-connect-core-1_0.html#StandardClaims
 */
export const userProfileGuard = z
  .object({
    familyName: z.string().max(256),
    givenName: z.string().max(256),
    middleName: z.string().max(256),
    nickname: z.string().max(256),
    preferredUsername: z.string().max(256),
    profile: z.string().max(2048),
    website: z.string().max(2048),
    gender: z.string().max(64),
    birthdate: z.string().max(64),
    zoneinfo: z.string().max(64),
    locale: z.string().max(64),
    address: z
      .object({
        formatted: z.string().max(1024),
        streetAddress: z.string().max(512),
        locality: z.string().max(256),
        region: z.string().max(256),
        postalCode: z.string().max(64),
        country: z.string().max(256),
      })
      .partial(),
  })
  .partial();
/** The profile in a request: unknown fields are refused rather than dropped. */
export const userProfileInputGuard = userProfileGuard.strict();
export type UserProfile = z.infer<typeof userProfileGuard>;

/**
 * A user as the management API returns it (spec §3): never the password hash or its method,
 * only `hasPassword`. Times are epoch milliseconds.
 */
export const userGuard = z.object({
  id: z.string().max(12),
  username: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  profile: userProfileGuard,
  customData: z.record(z.string(), z.unknown()),
  identities: z.record(z.string(), z.unknown()),
  applicationId: z.string().nullable(),
  isSuspended: z.boolean(),
  hasPassword: z.boolean(),
  lastSignInAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type User = z.infer<typeof userGuard>;

/** Hash methods an imported `passwordDigest` may use (spec §3 `passwordEncryptionMethod`); new hashes are Argon2id. */
export const passwordAlgorithms = ['Argon2i', 'Argon2id', 'Argon2d', 'SHA1', 'SHA256', 'MD5', 'Bcrypt'] as const;
export const passwordAlgorithmGuard = z.enum(passwordAlgorithms);
export type PasswordAlgorithm = z.infer<typeof passwordAlgorithmGuard>;

const avatarGuard = imageUrlGuard;
/** Identifiers are checked and normalized by the server (spec §5), so that it can name the failing field. */
const identifierInput = z.string().max(256);
const passwordGuard = z.string().min(1).max(256);
const digestGuard = z.string().min(1).max(1024);

/** A plain password (checked against the tenant's policy) or an imported digest with its algorithm; not both. */
const passwordChoice = <T extends { password?: string; passwordDigest?: string; passwordAlgorithm?: string }>(
  value: T,
) =>
  !(value.password !== undefined && value.passwordDigest !== undefined) &&
  (value.passwordDigest === undefined) === (value.passwordAlgorithm === undefined);
const passwordChoiceMessage = 'send either password, or passwordDigest with passwordAlgorithm';

/**
 * An identifier field of a form (blank means none), by the rules the server's service applies
 * (`normalizeIdentifierInput`), so a form reports every bad identifier at once.
 */
const identifierField = (type: IdentifierType, message: string) =>
  identifierInput.superRefine((value, ctx) => {
    if (value.trim() !== '' && normalizeIdentifierInput(type, value) === undefined) {
      ctx.addIssue({ code: 'custom', message, params: { value } });
    }
  });
export const usernameFieldGuard = identifierField('username', 'form_errors.invalid_username');
export const primaryEmailFieldGuard = identifierField('email', 'form_errors.invalid_email');
export const primaryPhoneFieldGuard = identifierField('phone', 'form_errors.invalid_phone');

/** `POST /api/users`. */
export const createUserGuard = z
  .object({
    username: identifierInput,
    primaryEmail: identifierInput,
    primaryPhone: identifierInput,
    name: z.string().trim().max(128).nullable(),
    avatar: avatarGuard.nullable(),
    customData: customDataGuard,
    profile: userProfileInputGuard,
    password: passwordGuard,
    passwordDigest: digestGuard,
    passwordAlgorithm: passwordAlgorithmGuard,
  })
  .partial()
  .strict()
  .refine(passwordChoice, passwordChoiceMessage);
export type CreateUser = z.infer<typeof createUserGuard>;

/**
 * `PATCH /api/users/{id}`: null clears an identifier, the name or the avatar; `customData` and
 * `profile` replace the stored objects (their own routes merge instead).
 */
export const patchUserGuard = z
  .object({
    username: identifierInput.nullable(),
    primaryEmail: identifierInput.nullable(),
    primaryPhone: identifierInput.nullable(),
    name: z.string().trim().max(128).nullable(),
    avatar: avatarGuard.nullable(),
    customData: customDataGuard,
    profile: userProfileInputGuard,
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one field');
export type PatchUser = z.infer<typeof patchUserGuard>;

/** `PATCH /api/users/{id}/custom-data`: top-level keys merged into the stored custom data. */
export const patchUserCustomDataGuard = z.object({ customData: customDataGuard }).strict();
/** `PATCH /api/users/{id}/profile`: top-level fields merged into the stored profile. */
export const patchUserProfileGuard = z.object({ profile: userProfileInputGuard }).strict();

/** `PATCH /api/users/{id}/password`. */
export const setUserPasswordGuard = z
  .object({ password: passwordGuard, passwordDigest: digestGuard, passwordAlgorithm: passwordAlgorithmGuard })
  .partial()
  .strict()
  .refine(passwordChoice, passwordChoiceMessage)
  .refine((value) => value.password !== undefined || value.passwordDigest !== undefined, passwordChoiceMessage);
export type SetUserPassword = z.infer<typeof setUserPasswordGuard>;

export const verifyUserPasswordGuard = z.object({ password: passwordGuard }).strict();
export const hasPasswordGuard = z.object({ hasPassword: z.boolean() });
export const patchSuspensionGuard = z.object({ isSuspended: z.boolean() }).strict();

/** The fields `search` looks in (peer-interfaces §3.1 advanced search); `search.<field>` targets one. */
export const userSearchFields = ['id', 'username', 'primaryEmail', 'primaryPhone', 'name'] as const;
export type UserSearchField = (typeof userSearchFields)[number];
export const searchModes = ['exact', 'like'] as const;
export type SearchMode = (typeof searchModes)[number];

const searchValue = z.union([z.string().max(256), z.array(z.string().max(256)).max(20)]);
const modeValue = z.enum(searchModes);

/**
 * `GET /api/users` filters. `search` looks in every field, `search.<field>` in one; `mode` and
 * `mode.<field>` pick exact or like (default; `%` and `_` are the caller's wildcards, and a value
 * with no `%` matches as a substring); `joint` combines the terms (default or); case-insensitive
 * unless `isCaseSensitive=true`. A repeated parameter gives several values (any of them matches).
 */
export const userListQueryGuard = z
  .object({
    search: searchValue,
    'search.id': searchValue,
    'search.username': searchValue,
    'search.primaryEmail': searchValue,
    'search.primaryPhone': searchValue,
    'search.name': searchValue,
    mode: modeValue,
    'mode.id': modeValue,
    'mode.username': modeValue,
    'mode.primaryEmail': modeValue,
    'mode.primaryPhone': modeValue,
    'mode.name': modeValue,
    joint: z.enum(['and', 'or']),
    isCaseSensitive: z.enum(['true', 'false']),
    /** Leave out users holding this role (the console's "assign users" picker). */
    excludeRoleId: z.string().min(1).max(21),
    /** Leave out members of this organization. */
    excludeOrganizationId: z.string().min(1).max(21),
  })
  .partial();
export type UserListQuery = z.infer<typeof userListQueryGuard>;

/** `POST /api/users/{id}/roles`. */
export const assignUserRolesGuard = z.object({ roleIds: z.array(z.string().min(1).max(21)).min(1).max(100) }).strict();
