import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { createStaticFiles, escapeHtmlAttribute } from '../platform/http/static-files';
import type { TenantService } from '../tenants/service';
import { withCaptchaOrigins } from './captcha-csp';

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
  // A second factor: verified at sign-in, or set up (experience/mfa.ts says which).
  '/mfa-verification',
  '/mfa-binding',
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
 * frame; the page renders the settings the console posts to it and calls no API but the public page text (lib/preview.tsx).
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

/** A tenant's own sign-in UI ("Bring your UI"), served in place of the built-in document. */
export type CustomUi = {
  /** Its `index.html` and the folder its files are served from, when the tenant has one set. */
  find: (tenantId: string) => Promise<{ html: string; folder: string } | undefined>;
  headers: Record<string, string>;
};

/** Sets the document's base: the first `<base>` wins, so ours goes first in `<head>`. */
const withBase = (html: string, base: string) => {
  const tag = `<base href="${escapeHtmlAttribute(base)}" />`;
  return /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}\n    ${tag}`)
    : `${tag}\n${html}`;
};

/**
 * Serves the built sign-in pages: `/assets/*` (content-hashed, cached for a
 * year) and the page document with `<base href>` set to the tenant prefix, so
 * one build serves every tenant. Files are read once and kept in memory. A
 * tenant with a custom UI gets its document instead, based at its own folder.
 */
export const createExperienceStatic = (
  tenants: TenantService,
  dist = experienceDist,
  customUi?: CustomUi,
  /** Where the CAPTCHA widget loads from (captcha-csp.ts). */
  widgetOrigins: string[] = [],
) => {
  const files = createStaticFiles(dist);
  const pageHeaders = withCaptchaOrigins(pageSecurityHeaders, widgetOrigins);

  return {
    register: (app: ApiApp) => {
      app.get('/assets/:file', (c) => files.asset(c, c.req.param('file')));

      /** The page document; `preview` (the console's live preview) is always the built-in pages. */
      const page = async (c: Context<AppEnv>, preview?: { headers: Record<string, string>; head: string }) => {
        const tenantId = c.env.incoming.gatehouseTenantId;
        if (!tenantId || !(await tenants.exists(tenantId))) return c.notFound();
        const prefix = c.env.incoming.gatehouseTenantPrefix ?? '';
        const custom = preview ? undefined : await customUi?.find(tenantId);
        if (custom) {
          return c.html(withBase(custom.html, `${prefix}/${custom.folder}/`), 200, {
            ...customUi?.headers,
            'cache-control': 'no-store',
          });
        }
        const template = await files.read('index.html');
        if (!template) {
          return c.text(
            'The sign-in pages are not built. Run `npm run build -w @gatehouse/experience` (npm start does it for you).',
            503,
          );
        }
        const html = withBase(template.toString('utf8'), `${prefix}/`).replace(
          /<\/head>/i,
          `${preview?.head ?? ''}\n  </head>`,
        );
        return c.html(html, 200, preview?.headers ?? pageHeaders);
      };
      for (const pagePath of pagePaths) app.get(pagePath, (c) => page(c));
      return { page };
    },
  };
};
