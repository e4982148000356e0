import { z } from 'zod';
import { regionNameGuard } from './tenants';

/**
 * What the server tells the console about the installation it runs in, in a
 * `<meta name="gatehouse-config">` tag of the console's document (so no inline
 * script is needed under the page's CSP).
 */
export const consoleConfigGuard = z.object({
  /** The cloud edition prefixes console paths with `/{tenantId}` (spec §2). */
  edition: z.enum(['self-hosted', 'cloud']),
  version: z.string(),
  /** The admin endpoint: the console's own origin, the admin tenant's OIDC provider and `/me`. */
  adminEndpoint: z.string().url(),
  /** The user endpoint, where each tenant's management API and sign-in live. */
  userEndpoint: z.string().url(),
  /** Resource indicators the console asks access tokens for. */
  resources: z.object({
    /** The default tenant's management API (self-hosted). */
    management: z.string().url(),
    /** The console user's own profile and preferences (`/me`). */
    me: z.string().url(),
  }),
  devFeatures: z.boolean(),
  /** Cloud: the tenant regions this deployment serves (`GATEHOUSE_REGION`); absent: every region. */
  regions: z.array(regionNameGuard).min(1).optional(),
  /** Where the new-version dot looks up `latestRelease`; absent: no check. */
  releaseInfoUrl: z.string().url().optional(),
});

export type ConsoleConfig = z.infer<typeof consoleConfigGuard>;

/** The meta tag's name. */
export const consoleConfigMetaName = 'gatehouse-config';

/** The console's base path on the admin endpoint (spec §2). */
export const consoleBasePath = '/console';
