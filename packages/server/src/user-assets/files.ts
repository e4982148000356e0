import { tenantIdPattern } from '@gatehouse/schemas/tenants';
import type { Context } from 'hono';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { contentTypeOf } from '../platform/storage/content-types';
import { isStorageKey } from '../platform/storage/keys';
import type { TenantService } from '../tenants/service';
import { customUiIdPattern, customUiPrefix } from './custom-ui-keys';

const immutable = 'public, max-age=31536000, immutable';

/**
 * An uploaded file runs nothing where it is served: no content sniffing, and a sandbox without
 * scripts (an SVG opened on its own cannot act on the sign-in pages' origin, whose files these are).
 */
export const uploadSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'cache-control': immutable,
};

/**
 * A custom sign-in UI runs its own scripts from its own files on the sign-in pages' origin, and
 * talks to nothing but that origin (the Experience API); it is never framed.
 */
export const customUiSecurityHeaders = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** The decoded path after `/custom-ui/{id}/`, or undefined when it is no storage key. */
const restOf = (path: string, id: string) => {
  const raw = path.slice(path.indexOf(`/custom-ui/${id}/`) + `/custom-ui/${id}/`.length) || 'index.html';
  try {
    const decoded = raw.split('/').map(decodeURIComponent).join('/');
    return isStorageKey(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Serves what is stored: uploads kept on disk at `/user-assets/{tenantId}/{file}` (in S3 they are
 * served by the bucket), and a tenant's custom sign-in UIs at `/custom-ui/{id}/…` of its sign-in
 * pages, so the relative references of their `index.html` resolve there.
 */
export const registerUserAssetFiles = (
  app: ApiApp,
  { storage }: Pick<PlatformDeps, 'storage'>,
  tenants: TenantService,
) => {
  app.get('/user-assets/:tenantId/:file', async (c) => {
    const { tenantId, file } = c.req.param();
    if (storage?.kind !== 'disk' || !tenantIdPattern.test(tenantId) || !/^[a-z0-9]{1,32}\.[a-z]{2,4}$/.test(file)) {
      return c.notFound();
    }
    const body = await storage.get(`${tenantId}/${file}`);
    if (!body) return c.notFound();
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': contentTypeOf(file),
      ...uploadSecurityHeaders,
    });
  });

  const customUiFile = async (c: Context<AppEnv>) => {
    const tenantId = c.env.incoming.gatehouseTenantId;
    const id = c.req.param('id') ?? '';
    const rest = restOf(c.req.path, id);
    if (!storage || !tenantId || !customUiIdPattern.test(id) || !rest || !(await tenants.exists(tenantId))) {
      return c.notFound();
    }
    const body = await storage.get(`${customUiPrefix(tenantId, id)}${rest}`);
    if (!body) return c.notFound();
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': contentTypeOf(rest),
      'cache-control': immutable,
      ...customUiSecurityHeaders,
    });
  };
  // Without its slash, the document's relative references would resolve one folder too high.
  app.get('/custom-ui/:id', (c) => c.redirect(`./${encodeURIComponent(c.req.param('id'))}/`, 301));
  app.get('/custom-ui/:id/*', customUiFile);
};
