import { z } from 'zod';

export const roleTypes = ['User', 'MachineToMachine'] as const;
export const roleTypeGuard = z.enum(roleTypes);
export type RoleType = z.infer<typeof roleTypeGuard>;

export const roleGuard = z.object({
  id: z.string().max(21),
  name: z.string().min(1).max(128),
  description: z.string().max(128),
  type: roleTypeGuard,
  isDefault: z.boolean(),
});
export type Role = z.infer<typeof roleGuard>;

export const assignRolesGuard = z.object({ roleIds: z.array(z.string().min(1).max(21)).min(1).max(100) });
