import { z } from 'zod';

/** Longest access-token lifetime an API resource may ask for: one year (seconds). */
export const maxAccessTokenTtlSeconds = 365 * 24 * 3600;

/**
 * An API identifier (RFC 8707 `resource`): an absolute URI without a
 * fragment. Any scheme is allowed (`urn:` too), as resource servers choose.
 *
 * @example
 * isValidResourceIndicator('https://api.example.com') // true
 * isValidResourceIndicator('api.example.com') // false
 */
export const isValidResourceIndicator = (value: string) => {
  if (value.length === 0 || value.length > 2048 || /\s/.test(value)) return false;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return /^[a-z][a-z\d+.-]*:$/i.test(url.protocol) && url.hash === '' && !value.includes('#');
};

/** A permission name: no whitespace (OAuth scope tokens are space-separated, RFC 6749 §3.3). */
export const isValidScopeName = (value: string) => /^[\x21\x23-\x5B\x5D-\x7E]+$/.test(value);

export const resourceGuard = z.object({
  id: z.string().max(21),
  name: z.string().min(1).max(128),
  indicator: z.string().min(1).max(2048),
  isDefault: z.boolean(),
  accessTokenTtl: z.number().int().positive(),
  /** The management API: listed, but Gatehouse owns it. */
  isReadOnly: z.boolean(),
});
export type Resource = z.infer<typeof resourceGuard>;

export const scopeGuard = z.object({
  id: z.string().max(21),
  resourceId: z.string().max(21),
  name: z.string().min(1).max(256),
  description: z.string().max(256).nullable(),
  createdAt: z.number().int(),
});
export type Scope = z.infer<typeof scopeGuard>;

/** A resource with its permissions (`GET /api/resources?includeScopes=true`). */
export const resourceWithScopesGuard = resourceGuard.extend({ scopes: z.array(scopeGuard) });
export type ResourceWithScopes = z.infer<typeof resourceWithScopesGuard>;

const accessTokenTtl = z.number().int().min(1).max(maxAccessTokenTtlSeconds);

export const createResourceGuard = z
  .object({
    name: z.string().trim().min(1).max(128),
    indicator: z.string().trim().min(1).max(2048),
    accessTokenTtl: accessTokenTtl.optional(),
  })
  .strict();
export type CreateResource = z.infer<typeof createResourceGuard>;

export const patchResourceGuard = z
  .object({ name: z.string().trim().min(1).max(128), accessTokenTtl })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, accessTokenTtl');
export type PatchResource = z.infer<typeof patchResourceGuard>;

export const resourceDefaultGuard = z.object({ isDefault: z.boolean() }).strict();

export const resourceListQueryGuard = z.object({
  search: z.string().max(256).optional(),
  includeScopes: z.enum(['true', 'false']).optional(),
});

export const createScopeGuard = z
  .object({
    name: z.string().trim().min(1).max(256),
    description: z.string().trim().max(256).nullable().optional(),
  })
  .strict();
export type CreateScope = z.infer<typeof createScopeGuard>;

export const patchScopeGuard = z
  .object({ name: z.string().trim().min(1).max(256), description: z.string().trim().max(256).nullable() })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, description');
export type PatchScope = z.infer<typeof patchScopeGuard>;

export const scopeListQueryGuard = z.object({ search: z.string().max(256).optional() });
