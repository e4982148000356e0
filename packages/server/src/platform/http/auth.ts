import { adminTenantId, managementApiScopeAll } from '@gatehouse/schemas/constants';
import type { MiddlewareHandler } from 'hono';
import { decodeJwt, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import { meIndicator } from '../tenancy';
import { ApiError } from './api-error';
import { readBearerToken, scopesOf, verifyAccessToken } from './bearer';
import type { AppEnv } from './context';
import { type ConsoleScopes, dataScopeOf } from './tenant-scopes';

/** What management authentication needs of a tenant's OIDC runtime (oidc/runtime.ts provides it). */
export type TokenIssuer = {
  tenantId: string;
  issuer: string;
  verificationKeys: JWTVerifyGetKey;
  managementIndicator: string;
  /** The tenant's reserved Account API resource (tenancy.ts `accountApiIndicator`). */
  accountIndicator: string;
  clientExists: (clientId: string) => Promise<boolean>;
};
export type TokenIssuers = { get: (tenantId: string) => Promise<TokenIssuer> };

/**
 * Management API authentication (DESIGN §4): a bearer JWT whose audience is the
 * tenant's management indicator and whose scope holds `all`, issued either by
 * the tenant itself (its machine-to-machine apps) or by the admin tenant
 * (console users). Anything else is 401 `auth.unauthorized`; a valid token
 * without the scope is 403 `auth.forbidden`.
 */
export const managementAuth =
  (runtimes: TokenIssuers, consoleScopes?: ConsoleScopes): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // A console user's call through the cloud tenant proxy, authorized there (app/tenant-proxy.ts).
    const proxied = c.env.incoming.gatehouseProxiedAuth;
    if (proxied) {
      c.set('auth', proxied);
      return next();
    }
    const token = readBearerToken(c.req.header('authorization'));
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

    const payload = await verifyAccessToken(token, issuerRuntime.verificationKeys, {
      issuer: issuerRuntime.issuer,
      audience: tenant.managementIndicator,
    });
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
    // A JWT outlives its application elsewhere; here, where the issuer is at hand, it does not.
    if (clientId && !(await issuerRuntime.clientExists(clientId))) throw new ApiError('auth.unauthorized');
    if (!scopesOf(payload).includes(managementApiScopeAll)) throw new ApiError('auth.forbidden');
    // A console user (not an application of the admin tenant) acts with their tenant role's scopes.
    const subject = typeof payload.sub === 'string' ? payload.sub : '';
    if (consoleScopes && issuerRuntime !== tenant && subject && subject !== clientId) {
      const required = dataScopeOf(c.req.method);
      const scopes = await consoleScopes(tenant.tenantId, subject);
      if (!scopes.includes(required)) throw new ApiError('tenant.insufficient_scope', { scope: required });
    }

    c.set('auth', {
      subject: String(payload.sub ?? ''),
      clientId,
      issuer: issuerRuntime.issuer,
    });
    await next();
  };

/**
 * Account API authentication (peer-interfaces §3.3, `/api/my-account` and `/api/verifications/*`):
 * a bearer JWT the request's tenant issued — signed with its keys, its issuer, unexpired — for the
 * tenant's reserved Account API resource, whose subject is a user (not an application). The token
 * of another tenant, a management token, or one an application got for itself is 401
 * `auth.unauthorized`. The route then acts on `auth.subject`'s account only.
 * https://www.rfc-editor.org/rfc/rfc8707 (resource indicators), RFC 9068 (JWT access tokens).
 */
export const accountAuth =
  (runtimes: TokenIssuers): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = readBearerToken(c.req.header('authorization'));
    const tenant = await runtimes.get(c.get('tenantId'));
    const payload = await verifyAccessToken(token, tenant.verificationKeys, {
      issuer: tenant.issuer,
      audience: tenant.accountIndicator,
    });
    const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
    if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub === clientId) {
      throw new ApiError('auth.unauthorized');
    }
    // A token outlives its application elsewhere; here it does not.
    if (clientId && !(await tenant.clientExists(clientId))) throw new ApiError('auth.unauthorized');
    c.set('auth', { subject: payload.sub, clientId, issuer: tenant.issuer });
    await next();
  };

/**
 * Console authentication for the cloud API on the admin endpoint (`/api/tenants`, `/api/invitations`):
 * a bearer JWT of the admin tenant for its console profile resource (`meIndicator`) with scope
 * `all`, whose subject is a user. Which tenants the user may act on is decided by the route, from
 * the user's tenant roles.
 */
export const consoleAuth =
  (runtimes: TokenIssuers, config: Config): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.env.incoming.gatehouseTenantId !== adminTenantId) throw new ApiError('route.not_found');
    const token = readBearerToken(c.req.header('authorization'));
    const admin = await runtimes.get(adminTenantId);
    const payload = await verifyAccessToken(token, admin.verificationKeys, {
      issuer: admin.issuer,
      audience: meIndicator(config),
    });
    if (!scopesOf(payload).includes(managementApiScopeAll) || !payload.sub || payload.sub === payload.client_id) {
      throw new ApiError('auth.forbidden');
    }
    c.set('auth', { subject: payload.sub, clientId: undefined, issuer: admin.issuer });
    await next();
  };
