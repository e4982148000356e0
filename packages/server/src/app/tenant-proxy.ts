import type { ServerResponse } from 'node:http';
import { adminTenantId } from '@gatehouse/schemas/constants';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import { organizationAudience } from '../oidc/organization-scopes';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { readBearerToken, verifyAccessToken } from '../platform/http/bearer';
import type { TenantRequest } from '../platform/http/context';
import { sendError } from '../platform/http/server';
import { type ConsoleScopes, dataScopeOf } from '../platform/http/tenant-scopes';
import { tenantOrganizationId, tenantScopesOf } from '../tenants/public';
import type { AppContext } from './capabilities';

/** A console user's tenant permissions, read from the admin tenant's tenant organizations. */
export const consoleScopesOf =
  ({ database }: Pick<PlatformDeps, 'database'>): ConsoleScopes =>
  (tenantId, userId) =>
    database.withTenant(adminTenantId, (trx) => tenantScopesOf(trx, tenantId, userId));

const proxyPath = /^\/m\/([a-z0-9-]{1,21})(\/api(?:[/?].*)?)$/;

/** The tenant and the management API path of a `/m/{tenantId}/api/…` request, if it is one. */
export const matchTenantProxy = (path: string) => {
  const match = proxyPath.exec(path);
  return match?.[1] && match[2] ? { tenantId: match[1], apiPath: match[2] } : undefined;
};

/**
 * The cloud edition's management proxy (DESIGN §4, spec §7): the console calls tenant T's
 * management API at `/m/T/api/…` on the admin endpoint with an organization token of the admin
 * tenant for T's organization (`t-T`). The member's tenant permissions, read now (a removed
 * member's token stops working at once), decide per method (`dataScopeOf`); then the request is
 * served by the user endpoint's API app for T in this process — no HTTP hop — with the console
 * user as the caller (`gatehouseProxiedAuth`, which only this code sets). Returns false when it
 * answered an error itself.
 */
export const authorizeTenantProxy = async (
  { deps, runtimes, tenants }: Pick<AppContext, 'deps' | 'runtimes' | 'tenants'>,
  consoleScopes: ConsoleScopes,
  req: TenantRequest,
  res: ServerResponse,
  tenantId: string,
) => {
  const refuse = (code: ErrorCode, data?: unknown) => {
    const origin = req.headers.origin;
    if (origin && deps.config.adminOrigins.includes(origin)) res.setHeader('access-control-allow-origin', origin);
    sendError(req, res, code, data);
    return false;
  };
  if (tenantId === adminTenantId || !(await tenants.exists(tenantId))) return refuse('tenant.not_found', { tenantId });
  // A CORS preflight carries no token: the API app's CORS middleware answers it.
  if (req.method === 'OPTIONS') return true;
  try {
    const admin = await runtimes.get(adminTenantId);
    const payload = await verifyAccessToken(readBearerToken(req.headers.authorization), admin.verificationKeys, {
      issuer: admin.issuer,
      audience: organizationAudience(tenantOrganizationId(tenantId)),
    });
    const userId = typeof payload.sub === 'string' ? payload.sub : '';
    if (!userId || userId === payload.client_id) return refuse('auth.forbidden');
    const required = dataScopeOf(req.method ?? 'GET');
    if (!(await consoleScopes(tenantId, userId)).includes(required)) {
      return refuse('tenant.insufficient_scope', { scope: required });
    }
    req.gatehouseProxiedAuth = { subject: userId, clientId: undefined, issuer: admin.issuer };
    return true;
  } catch (error) {
    if (error instanceof ApiError) return refuse(error.code, error.data);
    throw error;
  }
};
