import { adminTenantId, managementApiScopeAll } from '@gatehouse/schemas/constants';
import type { MiddlewareHandler } from 'hono';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { Config } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { readBearerToken, scopesOf, verifyAccessToken } from '../platform/http/bearer';
import type { AppEnv } from '../platform/http/context';
import { errorResponse } from '../platform/http/error-handler';
import { meIndicator } from '../platform/tenancy';

/**
 * `/me` exists on the admin endpoint only, for console users: a bearer JWT the
 * admin tenant issued for its profile resource, with scope `all`, whose
 * subject is the user (not an application).
 */
export const meAuth =
  (runtimes: RuntimeRegistry, config: Config): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.env.incoming.gatehouseTenantId !== adminTenantId) return errorResponse(c, new ApiError('route.not_found'));
    const token = readBearerToken(c.req.header('authorization'));
    const admin = await runtimes.get(adminTenantId);
    const payload = await verifyAccessToken(token, admin.verificationKeys, {
      issuer: admin.issuer,
      audience: meIndicator(config),
    });
    // A client_credentials token has the application as subject: /me is for people.
    if (!scopesOf(payload).includes(managementApiScopeAll) || !payload.sub || payload.sub === payload.client_id) {
      throw new ApiError('auth.forbidden');
    }
    c.set('tenantId', adminTenantId);
    c.set('auth', { subject: payload.sub, clientId: undefined, issuer: admin.issuer });
    await next();
  };
