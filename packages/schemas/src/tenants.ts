import { z } from 'zod';

export const tenantTags = ['development', 'production'] as const;
export const regionNames = ['EU', 'US', 'AU'] as const;

export const tenantTagGuard = z.enum(tenantTags);
export const regionNameGuard = z.enum(regionNames);

/** Tenant fields of spec §3 that are not about billing. */
export const tenantGuard = z.object({
  id: z.string().min(1).max(21),
  name: z.string().min(1).max(128),
  tag: tenantTagGuard,
  regionName: regionNameGuard,
  isSuspended: z.boolean(),
  createdAt: z.number().int(),
});

export type Tenant = z.infer<typeof tenantGuard>;

/** Tenant ids appear in hosts and paths, so they are lower-case DNS labels. */
export const tenantIdPattern = /^[a-z0-9](?:[a-z0-9-]{0,19}[a-z0-9])?$/;
