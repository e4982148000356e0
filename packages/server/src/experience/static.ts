import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { createStaticFiles, escapeHtmlAttribute } from '../platform/http/static-files';
import type { TenantService } from '../tenants/service';

/** Where `npm run build -w @gatehouse/experience` puts the sign-in pages. */
export const experienceDist = fileURLToPath(new URL('../../../experience/dist/', import.meta.url));

/** The sign-in pages' routes (peer-interfaces §6); each answers the same document. */
export const pagePaths = [
  '/sign-in',
  '/register',
  '/identifier-sign-in',
  '/identifier-register',
  '/forgot-password',
  '/reset-password',
  '/single-sign-on',
  '/continue',
  '/unknown-session',
  // A code typed back (sign-in, register, forgot-password), a social provider's return, linking.
  '/:flow/verification-code',
  '/callback/:connectorId',
  '/social/link/:connectorId',
  '/direct/:method/:target',
  '/error',
  // An organization invitation's accept page (the invitation's `link`).
  '/invitation/:invitationId',
] as const;

/** Pages run only our scripts, talk only to their own origin, and are never framed (clickjacking). */
export const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The meta tag that tells the preview page which origin (the console's) may send it settings. */
export const previewOriginMetaName = 'gatehouse-preview-origin';

/**
 * The console's live preview (`/preview`): the same pages, which only the console's origins may
 * frame; the page renders the settings the console posts to it and calls no API (lib/preview.tsx).
 */
export const previewSecurityHeaders = (consoleOrigins: readonly string[]) => {
  const { 'x-frame-options': _denied, ...rest } = pageSecurityHeaders;
  return {
    ...rest,
    'content-security-policy': pageSecurityHeaders['content-security-policy'].replace(
      "frame-ancestors 'none'",
      `frame-ancestors ${consoleOrigins.join(' ')}`,
    ),
  };
};

/**
 * Serves the built sign-in pages: `/assets/*` (content-hashed, cached for a
 * year) and the page document with `<base href>` set to the tenant prefix, so
 * one build serves every tenant. Files are read once and kept in memory.
 */
export const createExperienceStatic = (tenants: TenantService, dist = experienceDist) => {
  const files = createStaticFiles(dist);

  return {
    register: (app: ApiApp) => {
      app.get('/assets/:file', (c) => files.asset(c, c.req.param('file')));

      const page = async (c: Context<AppEnv>, headers: Record<string, string> = pageSecurityHeaders, head = '') => {
        const tenantId = c.env.incoming.gatehouseTenantId;
        if (!tenantId || !(await tenants.exists(tenantId))) return c.notFound();
        const template = await files.read('index.html');
        if (!template) {
          return c.text(
            'The sign-in pages are not built. Run `npm run build -w @gatehouse/experience` (npm start does it for you).',
            503,
          );
        }
        const base = `${c.env.incoming.gatehouseTenantPrefix ?? ''}/`;
        const html = template
          .toString('utf8')
          .replace('<head>', `<head>\n    <base href="${escapeHtmlAttribute(base)}" />${head}`);
        return c.html(html, 200, headers);
      };
      for (const pagePath of pagePaths) app.get(pagePath, (c) => page(c));
      return { page };
    },
  };
};
