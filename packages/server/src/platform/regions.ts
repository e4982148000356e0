import { type RegionName, regionNameGuard, regionNames } from '@gatehouse/schemas/tenants';
import { z } from 'zod';
import type { Config } from './config';
import { ApiError } from './http/api-error';
import { tenantBaseUrl } from './tenancy';

/**
 * Which tenant regions (spec §3: EU, US, AU) this deployment serves, and where the others are.
 * Each region is served by a deployment of its own (its own database and endpoints);
 * `GATEHOUSE_REGION` names this one's, `GATEHOUSE_REGION_ENDPOINTS` the user endpoints of the
 * other regions' deployments. Without `GATEHOUSE_REGION` one deployment serves every region.
 */
export type RegionsConfig = {
  /** This deployment's region; undefined: it serves all of them. */
  home: RegionName | undefined;
  /** Regions a tenant may be created in here. */
  served: readonly RegionName[];
  /** User endpoints of the deployments serving the other regions. */
  elsewhere: Partial<Record<RegionName, string>>;
};

const endpointListGuard = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const elsewhere: Partial<Record<RegionName, string>> = {};
    for (const item of value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)) {
      const [region = '', url = ''] = item.split(/=(.*)/s).map((part) => part.trim());
      const name = regionNameGuard.safeParse(region.toUpperCase());
      if (!name.success || !/^https?:\/\/[^/]/.test(url) || !URL.canParse(url) || elsewhere[name.data]) {
        ctx.addIssue({ code: 'custom', message: `'${item}' is not REGION=http(s) URL with one of ${regionNames}` });
        return z.NEVER;
      }
      elsewhere[name.data] = url.replace(/\/+$/, '');
    }
    return elsewhere;
  });

export const regionEnvGuard = {
  GATEHOUSE_REGION: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(regionNameGuard)
    .optional(),
  GATEHOUSE_REGION_ENDPOINTS: endpointListGuard,
};

type RegionEnv = z.output<z.ZodObject<typeof regionEnvGuard>>;

/**
 * The regions of an installation from its validated variables. `fail(variable, reason)` reports a
 * contradiction: other regions' endpoints without this one's region, or this region among them.
 *
 * @example
 * regionsConfigOf({ GATEHOUSE_REGION: 'EU', GATEHOUSE_REGION_ENDPOINTS: { US: 'https://us.example.com' } }, fail)
 * // → { home: 'EU', served: ['EU'], elsewhere: { US: 'https://us.example.com' } }
 */
export const regionsConfigOf = (e: RegionEnv, fail: (variable: string, reason: string) => never): RegionsConfig => {
  const home = e.GATEHOUSE_REGION;
  const elsewhere = e.GATEHOUSE_REGION_ENDPOINTS;
  if (!home) {
    if (Object.keys(elsewhere).length > 0)
      fail('GATEHOUSE_REGION_ENDPOINTS', 'needs GATEHOUSE_REGION (this deployment’s)');
    return { home, served: regionNames, elsewhere };
  }
  if (elsewhere[home]) fail('GATEHOUSE_REGION_ENDPOINTS', `must not name ${home}, this deployment’s own region`);
  return { home, served: [home], elsewhere };
};

/**
 * Refuses a tenant in a region this deployment does not serve: 422 `tenant.region_not_served`,
 * naming the region and, when known, the user endpoint of the deployment that serves it.
 */
export const assertRegionServed = (regions: RegionsConfig, regionName: RegionName) => {
  if (regions.served.includes(regionName)) return;
  throw new ApiError('tenant.region_not_served', { regionName, endpoint: regions.elsewhere[regionName] ?? null });
};

/**
 * A tenant's user endpoint: this deployment's when it serves the tenant's region, else that of the
 * deployment serving it (`GATEHOUSE_REGION_ENDPOINTS`), laid out the same way.
 */
export const tenantEndpointOf = (config: Config, tenantId: string, regionName: RegionName) => {
  const elsewhere = config.regions.served.includes(regionName) ? undefined : config.regions.elsewhere[regionName];
  return tenantBaseUrl(elsewhere ? { ...config, endpoint: elsewhere } : config, tenantId);
};
