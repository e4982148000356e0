import { fileURLToPath } from 'node:url';
import {
  type ConsoleConfig,
  consoleBasePath,
  consoleConfigGuard,
  consoleConfigMetaName,
} from '@gatehouse/schemas/console-config';
import { adminTenantId, defaultTenantId } from '@gatehouse/schemas/constants';
import type { Context } from 'hono';
import type { Config } from '../platform/config';
import type { ApiApp, AppEnv } from '../platform/http/context';
import { createStaticFiles, escapeHtmlAttribute } from '../platform/http/static-files';
import { managementIndicator, meIndicator } from '../platform/tenancy';
import { productVersion } from '../platform/version';

/** Where `npm run build -w @gatehouse/console` puts the console. */
export const consoleDist = fileURLToPath(new URL('../../../console/dist/', import.meta.url));

/** What the console learns about this installation (see `consoleConfigGuard`). */
export const consoleConfigFor = (config: Config): ConsoleConfig =>
  consoleConfigGuard.parse({
    edition: config.isCloud ? 'cloud' : 'self-hosted',
    version: productVersion,
    adminEndpoint: config.adminEndpoint,
    userEndpoint: config.endpoint,
    resources: { management: managementIndicator(config, defaultTenantId), me: meIndicator(config) },
    devFeatures: config.devFeatures,
    regions: config.isCloud ? [...config.regions.served] : undefined,
    releaseInfoUrl: config.releaseInfoUrl,
  });

/**
 * The console's document runs only our scripts, is never framed, and talks to
 * its own origin, the user endpoint (management API) and the release-info URL.
 */
export const consoleSecurityHeaders = (config: Config) => {
  const userOrigin = new URL(config.endpoint).origin;
  const connect = new Set(["'self'", userOrigin]);
  if (config.releaseInfoUrl) connect.add(new URL(config.releaseInfoUrl).origin);
  // Uploaded images, also where they are served over plain http (a local installation or bucket).
  const images = new Set(["'self'", 'https:', 'data:', userOrigin]);
  if (config.storage.kind === 's3') images.add(new URL(config.storage.publicUrl).origin);
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src ${[...images].join(' ')}`,
      `connect-src ${[...connect].join(' ')}`,
      // The sign-in experience's live preview frames the user endpoint's /preview page.
      `frame-src ${userOrigin}`,
      "frame-ancestors 'none'",
      "form-action 'self'",
      "base-uri 'self'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
};

/**
 * Serves the console on the admin endpoint only: `/console/assets/*`
 * (content-hashed) and, for every other path under `/console`, the document
 * with the installation's config in a meta tag (the console routes on the
 * client). `/` on the admin endpoint leads to the console.
 */
export const registerConsole = (app: ApiApp, config: Config, dist = consoleDist) => {
  const files = createStaticFiles(dist);
  const consoleConfig = JSON.stringify(consoleConfigFor(config));
  const headers = consoleSecurityHeaders(config);
  const onAdminEndpoint = (c: Context<AppEnv>) => c.env.incoming.gatehouseTenantId === adminTenantId;

  app.get('/', (c) => (onAdminEndpoint(c) ? c.redirect(consoleBasePath, 302) : c.notFound()));
  app.get(`${consoleBasePath}/assets/:file`, (c) =>
    onAdminEndpoint(c) ? files.asset(c, c.req.param('file')) : c.notFound(),
  );
  const page = async (c: Context<AppEnv>) => {
    if (!onAdminEndpoint(c)) return c.notFound();
    const template = await files.read('index.html');
    if (!template) {
      return c.text(
        'The console is not built. Run `npm run build -w @gatehouse/console` (npm start does it for you).',
        503,
      );
    }
    const html = template
      .toString('utf8')
      .replace(
        '<meta charset="utf-8" />',
        `<meta charset="utf-8" />\n    <meta name="${consoleConfigMetaName}" content="${escapeHtmlAttribute(consoleConfig)}" />`,
      );
    return c.html(html, 200, headers);
  };
  app.get(consoleBasePath, page);
  app.get(`${consoleBasePath}/*`, page);
};
