import { adminTenantId, managementApiScopeAll } from '@gatehouse/schemas/constants';
import type { MiddlewareHandler } from 'hono';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { Config } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
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
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec((c.req.header('authorization') ?? '').trim());
    if (!match?.[1]) throw new ApiError('auth.unauthorized');
    const admin = await runtimes.get(adminTenantId);
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(match[1], admin.verificationKeys, {
        issuer: admin.issuer,
        audience: meIndicator(config),
        algorithms: ['ES256', 'RS256'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new ApiError('auth.unauthorized');
      throw error;
    }
    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    // A client_credentials token has the application as subject: /me is for people.
    if (!scopes.includes(managementApiScopeAll) || !payload.sub || payload.sub === payload.client_id) {
      throw new ApiError('auth.forbidden');
    }
    c.set('tenantId', adminTenantId);
    c.set('auth', { subject: payload.sub, clientId: undefined, issuer: admin.issuer });
    await next();
  };
