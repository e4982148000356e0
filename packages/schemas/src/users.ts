import { z } from 'zod';
import { identifierTypes } from './identifiers';

export const identifierTypeGuard = z.enum(identifierTypes);

export const identifierGuard = z.object({
  type: identifierTypeGuard,
  value: z.string().trim().min(1).max(256),
});
export type Identifier = z.infer<typeof identifierGuard>;
