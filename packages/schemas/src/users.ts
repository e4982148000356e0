import { z } from 'zod';
import { identifierTypes } from './identifiers';

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
  avatar: z
    .string()
    .max(2048)
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
    .nullable(),
});

/** `PATCH /me`: one or more of name, username, avatar (spec §7). */
export const patchMeGuard = meProfileFieldsGuard
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, username, avatar');

export const customDataGuard = z.record(z.string(), z.unknown());
