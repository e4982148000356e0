import { adminTenantId, defaultTenantId, managementIndicatorFor } from '@gatehouse/schemas/constants';
import { tenantIdPattern } from '@gatehouse/schemas/tenants';
import type { Config } from './config';

/**
 * Where a tenant lives. Each tenant has one canonical issuer:
 * the admin tenant on the admin endpoint, `default` at the user endpoint's
 * root, any other tenant on `{tenantId}.<GATEHOUSE_TENANT_DOMAIN>` when a
 * tenant domain is set, else under `/t/{tenantId}` (DESIGN §1).
 */
export const tenantBaseUrl = (config: Config, tenantId: string): string => {
  if (tenantId === adminTenantId) return config.adminEndpoint;
  if (tenantId === defaultTenantId) return config.endpoint;
  if (config.tenantDomain) {
    const { protocol, port } = new URL(config.endpoint);
    return `${protocol}//${tenantId}.${config.tenantDomain}${port ? `:${port}` : ''}`;
  }
  return `${config.endpoint}/t/${tenantId}`;
};

/**
 * The WebAuthn relying party of a tenant's sign-in pages: the origin they are served from (the
 * tenant's custom domain when the request came on it, else its canonical endpoint) and its host
 * name as the relying-party id. A credential is bound to that id.
 */
export const webAuthnRelyingParty = (config: Config, tenantId: string, customDomain?: string) => {
  const base = new URL(tenantBaseUrl(config, tenantId));
  const origin = customDomain ? `${base.protocol}//${customDomain}` : base.origin;
  return { id: new URL(origin).hostname, origin };
};

export const issuerFor = (config: Config, tenantId: string) => `${tenantBaseUrl(config, tenantId)}/oidc`;

export const managementIndicator = (config: Config, tenantId: string) =>
  managementIndicatorFor(tenantId, config.managementIndicatorPattern);

/** The admin tenant's resource for console users' own profile (`/me` on the admin endpoint). */
export const meIndicator = (config: Config) => new URL('/me', managementIndicator(config, adminTenantId)).href;

/**
 * The tenant's reserved resource for its end users' Account API (`/api/my-account`,
 * `/api/verifications/*`): an access token for it is a JWT signed by the tenant, whose subject is
 * the user. It is the tenant's own user-endpoint URL of that API, so it never names another
 * tenant's, and no administrator-created resource can hold it (oidc/resource-indicators.ts).
 */
export const accountApiIndicator = (config: Config, tenantId: string) =>
  `${tenantBaseUrl(config, tenantId)}/api/my-account`;

export type ResolvedTenant = {
  tenantId: string;
  /** The path prefix the tenant was reached under (`/t/acme`), stripped before routing. */
  prefix: string;
  /** The tenant's custom domain the request came on, if it did. */
  customDomain?: string;
};

const pathPrefix = /^\/t\/([^/]+)(?=\/|$)/;

/**
 * Resolves the tenant of a request on the user endpoint, in order:
 * custom domain → `{tenantId}.<domain>` host → `/t/{tenantId}/…` path → `default`.
 * The caller checks that the tenant exists.
 */
export const resolveUserEndpointTenant = (
  config: Config,
  host: string | undefined,
  pathname: string,
  customDomains: ReadonlyMap<string, string>,
): ResolvedTenant => {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const byDomain = customDomains.get(hostname);
  if (byDomain) return { tenantId: byDomain, prefix: '', customDomain: hostname };
  if (config.tenantDomain && hostname.endsWith(`.${config.tenantDomain}`)) {
    const label = hostname.slice(0, -config.tenantDomain.length - 1);
    if (tenantIdPattern.test(label)) return { tenantId: label, prefix: '' };
  }
  const match = pathPrefix.exec(pathname.split('?')[0] ?? '');
  if (match?.[1]) {
    let tenantId: string;
    try {
      tenantId = decodeURIComponent(match[1]);
    } catch {
      // A malformed escape can name no tenant; keep it as written so the lookup fails with 404.
      tenantId = match[1];
    }
    return { tenantId, prefix: match[0] };
  }
  return { tenantId: defaultTenantId, prefix: '' };
};
