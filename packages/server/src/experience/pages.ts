import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { errorResponse } from '../platform/http/error-handler';
import { escapeHtmlAttribute } from '../platform/http/static-files';
import { createSignInExperienceService } from '../sign-in-experience/service';
import type { TenantService } from '../tenants/service';
import { customUiDocument, customUiSecurityHeaders } from '../user-assets/public';
import { captchaOrigins } from './captcha-csp';
import { createConsentService } from './consent';
import { type CustomUi, createExperienceStatic, previewOriginMetaName, previewSecurityHeaders } from './static';

/**
 * Server-side parts of the sign-in pages. `/consent` finishes the consent step
 * of first-party applications at once (303 back into the authorization
 * request); third-party consent is a page of the sign-in app.
 */
export const registerExperiencePages = (
  app: ApiApp,
  deps: PlatformDeps,
  runtimes: RuntimeRegistry,
  tenants: TenantService,
) => {
  // The tenant's custom UI when one is set and stored; else (none, or its files gone) the built-in pages.
  const customUi: CustomUi = {
    find: async (tenantId) => {
      const id = (await createSignInExperienceService(deps, tenantId).get()).customUiAssets?.id;
      const html = id ? await customUiDocument(deps, tenantId, id) : undefined;
      if (id && !html) deps.logger.warn({ tenantId, id }, 'the custom sign-in UI is not in the storage');
      return id && html ? { html, folder: `custom-ui/${id}` } : undefined;
    },
    headers: customUiSecurityHeaders,
  };
  const { page } = createExperienceStatic(tenants, undefined, customUi, captchaOrigins(deps.config)).register(app);
  const consoleOrigins = deps.config.adminOrigins;
  const previewHeaders = previewSecurityHeaders(consoleOrigins);
  const previewHead = `\n    <meta name="${previewOriginMetaName}" content="${escapeHtmlAttribute(consoleOrigins.join(' '))}" />`;
  app.get('/preview', (c) => page(c, { headers: previewHeaders, head: previewHead }));
  app.get('/consent', async (c) => {
    const tenantId = c.env.incoming.gatehouseTenantId;
    if (!tenantId || !(await tenants.exists(tenantId))) return errorResponse(c, new ApiError('tenant.not_found'));
    const runtime = await runtimes.get(tenantId);
    try {
      const redirectTo = await createConsentService(runtime, c.env.incoming, c.env.outgoing).autoConsent();
      if (redirectTo) return c.redirect(redirectTo, 303);
    } catch (error) {
      // No consent prompt pending: the page explains (its API call reports the state).
      if (!(error instanceof ApiError)) throw error;
    }
    // A third-party application: the consent page asks the user.
    return page(c);
  });

  /**
   * A provider that answers by `response_mode=form_post` (Sign in with Apple) POSTs its fields
   * here: they go on, as a query, to the same page's GET, where the sign-in page finishes.
   */
  app.post('/callback/:connectorId', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(form).slice(0, 20)) {
      if (typeof value === 'string' && name.length <= 64 && value.length <= 8192) query.set(name, value);
    }
    const connectorId = encodeURIComponent(c.req.param('connectorId'));
    // Relative, so a tenant's path prefix (`/t/{tenant}`) stays as the request had it.
    return c.redirect(`./${connectorId}?${query}`, 303);
  });
};
