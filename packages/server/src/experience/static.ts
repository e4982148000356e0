import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { ApiApp, AppEnv } from '../platform/http/context';
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
  '/error',
] as const;

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** Pages run only our scripts, talk only to their own origin, and are never framed (clickjacking). */
export const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; connect-src 'self'; frame-ancestors 'none'; form-action 'self'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built sign-in pages: `/assets/*` (content-hashed, cached for a
 * year) and the page document with `<base href>` set to the tenant prefix, so
 * one build serves every tenant. Files are read once and kept in memory.
 */
export const createExperienceStatic = (tenants: TenantService, dist = experienceDist) => {
  const files = new Map<string, Promise<Buffer | undefined>>();
  const read = (file: string) => {
    let hit = files.get(file);
    if (!hit) {
      hit = fs.readFile(path.join(dist, file)).catch(() => undefined);
      files.set(file, hit);
      void hit.then((content) => content ?? files.delete(file));
    }
    return hit;
  };

  return {
    register: (app: ApiApp) => {
      app.get('/assets/:file', async (c) => {
        const name = c.req.param('file');
        if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return c.notFound();
        const content = await read(`assets/${name}`);
        if (!content) return c.notFound();
        return c.body(new Uint8Array(content), 200, {
          'content-type': contentTypes[path.extname(name)] ?? 'application/octet-stream',
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
      });

      const page = async (c: Context<AppEnv>) => {
        const tenantId = c.env.incoming.gatehouseTenantId;
        if (!tenantId || !(await tenants.exists(tenantId))) return c.notFound();
        const template = await read('index.html');
        if (!template) {
          return c.text(
            'The sign-in pages are not built. Run `npm run build -w @gatehouse/experience` (npm start does it for you).',
            503,
          );
        }
        const base = `${c.env.incoming.gatehouseTenantPrefix ?? ''}/`;
        const html = template
          .toString('utf8')
          .replace('<head>', `<head>\n    <base href="${escapeAttribute(base)}" />`);
        return c.html(html, 200, pageSecurityHeaders);
      };
      for (const pagePath of pagePaths) app.get(pagePath, page);
      return { page };
    },
  };
};
