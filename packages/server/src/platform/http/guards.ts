import { z } from 'zod';

/** An entity id in a path (spec §9: 21 URL-safe characters; anything longer names nothing). */
export const entityIdGuard = z.string().min(1).max(21);
/** A user id in a path (spec §9: 12 characters). */
export const userIdGuard = z.string().min(1).max(12);

/** `{id}` of a route on one entity: `/api/roles/{id}`. */
export const idParams = z.object({ id: entityIdGuard });
