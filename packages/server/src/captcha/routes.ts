import { captchaProviderGuard, putCaptchaProviderGuard } from '@gatehouse/schemas/captcha';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['CAPTCHA provider'];

const get = defineRoute({
  method: 'get',
  path: '/api/captcha-provider',
  summary: 'Get the CAPTCHA provider',
  description:
    "The tenant's CAPTCHA provider: Cloudflare Turnstile or reCAPTCHA Enterprise, its site key and project id. The secret key is never returned. 404 `captcha_provider.not_found` when none is set.",
  tags,
  response: { status: 200, schema: captchaProviderGuard, description: 'The provider.' },
  errors: [404],
});

const put = defineRoute({
  method: 'put',
  path: '/api/captcha-provider',
  summary: 'Set the CAPTCHA provider',
  description:
    "Replaces the provider: `Turnstile` with `siteKey` and `secretKey`, or `RecaptchaEnterprise` with `siteKey`, `secretKey` (an API key) and `projectId`. The secret key is encrypted at rest. The sign-in pages show the widget, and sign-in and registration check its token with the provider, while the sign-in experience's `captchaPolicy.enabled` is on.",
  tags,
  body: putCaptchaProviderGuard,
  response: { status: 200, schema: captchaProviderGuard, description: 'The saved provider.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/captcha-provider',
  summary: 'Delete the CAPTCHA provider',
  description:
    'Sign-in and registration no longer ask for a CAPTCHA. 404 `captcha_provider.not_found` when none is set.',
  tags,
  response: { status: 204, description: 'Deleted.' },
  errors: [404],
});

export const registerCaptchaProviderRoutes = (app: ApiApp) => {
  app.openapi(get, async (c) => send(c, captchaProviderGuard, await c.var.services.captcha.get(), 200));
  app.openapi(put, async (c) =>
    send(c, captchaProviderGuard, await c.var.services.captcha.put(c.req.valid('json')), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.captcha.delete();
    return c.body(null, 204);
  });
};
