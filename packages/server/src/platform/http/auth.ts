import { adminTenantId, managementApiScopeAll } from '@gatehouse/schemas/constants';
import type { MiddlewareHandler } from 'hono';
import { decodeJwt, errors as joseErrors, jwtVerify } from 'jose';
import type { RuntimeRegistry } from '../../oidc/runtime';
import { ApiError } from './api-error';
import type { AppEnv } from './context';

/**
 * Management API authentication (DESIGN §4): a bearer JWT whose audience is the
 * tenant's management indicator and whose scope holds `all`, issued either by
 * the tenant itself (its machine-to-machine apps) or by the admin tenant
 * (console users). Anything else is 401 `auth.unauthorized`; a valid token
 * without the scope is 403 `auth.forbidden`.
 */
export const managementAuth =
  (runtimes: RuntimeRegistry): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i.exec(header.trim());
    if (!match?.[1]) throw new ApiError('auth.unauthorized');
    const token = match[1];

    const tenant = await runtimes.get(c.get('tenantId'));
    let issuer: string | undefined;
    try {
      issuer = decodeJwt(token).iss;
    } catch {
      throw new ApiError('auth.unauthorized');
    }
    const issuerRuntime =
      issuer === tenant.issuer
        ? tenant
        : tenant.tenantId !== adminTenantId && issuer === (await runtimes.get(adminTenantId)).issuer
          ? await runtimes.get(adminTenantId)
          : undefined;
    if (!issuerRuntime) throw new ApiError('auth.unauthorized');

    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(token, issuerRuntime.verificationKeys, {
        issuer: issuerRuntime.issuer,
        audience: tenant.managementIndicator,
        algorithms: ['ES256', 'RS256'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new ApiError('auth.unauthorized');
      throw error;
    }

    const scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : [];
    if (!scopes.includes(managementApiScopeAll)) throw new ApiError('auth.forbidden');

    c.set('auth', {
      subject: String(payload.sub ?? ''),
      clientId: typeof payload.client_id === 'string' ? payload.client_id : undefined,
      issuer: issuerRuntime.issuer,
    });
    await next();
  };
