import { z } from 'zod';

/** A name and logo the sign-in pages show for whom the user signs in (an application, an organization). */
const brandedPartyGuard = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  darkLogoUrl: z.string().nullable(),
});

/**
 * What the sign-in pages show of the authorization request they serve (GET /api/experience/context):
 * the application ("Sign in to continue to {app}"), the organization of `organization_id`, and the
 * account already signed in (consent's "not you?"). Each is null when the request has none.
 */
export const interactionContextGuard = z.object({
  application: brandedPartyGuard
    .extend({
      /** The origin of the request's redirect URI when it is a web one: where "back to the application" leads. */
      origin: z.string().nullable(),
    })
    .nullable(),
  organization: brandedPartyGuard.nullable(),
  account: z.object({ identifier: z.string(), name: z.string().nullable() }).nullable(),
});
export type InteractionContext = z.infer<typeof interactionContextGuard>;
