import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { errorResponse } from '../platform/http/error-handler';
import type { TenantService } from '../tenants/service';
import { createConsentService } from './consent';
import { createExperienceStatic } from './static';

/**
 * Server-side parts of the sign-in pages. `/consent` finishes the consent step
 * of first-party applications at once (303 back into the authorization
 * request); third-party consent is a page of the sign-in app.
 */
export const registerExperiencePages = (
  app: ApiApp,
  _deps: PlatformDeps,
  runtimes: RuntimeRegistry,
  tenants: TenantService,
) => {
  const { page } = createExperienceStatic(tenants).register(app);
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
};
