import { z } from 'zod';
import { resourceGuard, scopeGuard } from './resources';

export const roleTypes = ['User', 'MachineToMachine'] as const;
export const roleTypeGuard = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeGuard>;

export const roleGuard = z.object({
  id: z.string().max(21),
  name: z.string().min(1).max(128),
  description: z.string().max(128),
  type: roleTypeGuard,
  /** Given to every new user (User roles only). */
  isDefault: z.boolean(),
  /** The management API access role: assignable, but Gatehouse owns it. */
  isReadOnly: z.boolean(),
});
export type Role = z.infer<typeof roleGuard>;

export const assignRolesGuard = z.object({ roleIds: z.array(z.string().min(1).max(21)).min(1).max(100) });

const ids = z.array(z.string().min(1).max(21)).min(1).max(100);

export const createRoleGuard = z
  .object({
    name: z.string().trim().min(1).max(128),
    description: z.string().trim().max(128).optional(),
    /** Fixed at creation. */
    type: roleTypeGuard.optional(),
    isDefault: z.boolean().optional(),
    /** Permissions the role starts with, across resources. */
    scopeIds: z.array(z.string().min(1).max(21)).max(100).optional(),
  })
  .strict();
export type CreateRole = z.infer<typeof createRoleGuard>;

export const patchRoleGuard = z
  .object({
    name: z.string().trim().min(1).max(128),
    description: z.string().trim().max(128),
    isDefault: z.boolean(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'send at least one of name, description, isDefault');
export type PatchRole = z.infer<typeof patchRoleGuard>;

export const roleListQueryGuard = z.object({
  type: roleTypeGuard.optional(),
  search: z.string().max(256).optional(),
  excludeUserId: z.string().max(21).optional(),
  excludeApplicationId: z.string().max(21).optional(),
});

/** A permission a role holds, with the API resource it belongs to. */
export const roleScopeGuard = scopeGuard.extend({ resource: resourceGuard });
export type RoleScope = z.infer<typeof roleScopeGuard>;

export const assignScopesGuard = z.object({ scopeIds: ids }).strict();
export const assignUsersGuard = z.object({ userIds: ids }).strict();
export const assignApplicationsGuard = z.object({ applicationIds: ids }).strict();

/** A user as a role's member list shows them. */
export const roleUserGuard = z.object({
  id: z.string(),
  username: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  name: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type RoleUser = z.infer<typeof roleUserGuard>;

/** A machine-to-machine application as a role's list shows it. */
export const roleApplicationGuard = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
});
export type RoleApplication = z.infer<typeof roleApplicationGuard>;
