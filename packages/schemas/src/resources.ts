import { z } from 'zod';

export const resourceGuard = z.object({
  id: z.string().max(21),
  name: z.string().min(1).max(128),
  indicator: z.string().min(1).max(2048),
  isDefault: z.boolean(),
  accessTokenTtl: z.number().int().positive(),
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
