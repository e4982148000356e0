import { maxWebAuthnRelatedOrigins } from '@gatehouse/schemas/mfa';
import { z } from '@hono/zod-openapi';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { anonymous } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { webAuthnRelatedOrigins } from '../sign-in-experience/public';
import type { TenantService } from '../tenants/service';

const relatedOriginsGuard = z.object({ origins: z.array(z.string()).max(maxWebAuthnRelatedOrigins) });

const relatedOrigins = defineRoute({
  method: 'get',
  path: '/.well-known/webauthn',
  summary: 'Get the WebAuthn related origins',
  description:
    "Public, on the tenant's endpoint and its custom domain (the host that is the relying-party id of its passkeys): the other origins whose pages may create and use the tenant's passkeys (WebAuthn related origin requests), as the sign-in experience's `mfa.webAuthnRelatedOrigins` lists them. Browsers read it before accepting such a page's request; Gatehouse accepts registrations and assertions from these origins too. Cacheable for five minutes.",
  tags: ['Sign-in experience'],
  security: anonymous,
  response: { status: 200, schema: relatedOriginsGuard, description: '`origins`: https origins, possibly none.' },
  errors: [404],
});

/** `GET /.well-known/webauthn` of the tenant the request came for (host, custom domain or `/t/{tenantId}`). */
export const registerWebAuthnWellKnown = (
  app: ApiApp,
  deps: Pick<PlatformDeps, 'database' | 'bus' | 'config'>,
  tenants: Pick<TenantService, 'exists'>,
) => {
  app.openapi(relatedOrigins, async (c) => {
    const tenantId = c.env.incoming.gatehouseTenantId;
    if (!tenantId || !(await tenants.exists(tenantId))) throw new ApiError('tenant.not_found', { tenantId });
    c.header('Cache-Control', 'public, max-age=300');
    return send(c, relatedOriginsGuard, { origins: await webAuthnRelatedOrigins(deps, tenantId) }, 200);
  });
};
