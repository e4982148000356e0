import {
  patchSignInExperienceGuard,
  signInExperienceGuard,
  signInPageSettingsGuard,
} from '@gatehouse/schemas/sign-in-experience';
import { z } from '@hono/zod-openapi';
import { etag } from 'hono/etag';
import { withApplicationBranding, withOrganizationBranding } from '../applications/branding';
import { captchaWidget } from '../captcha/public';
import { messageChannels, signInSocialConnectors } from '../connectors/public';
import { effectiveSignInExperience } from '../experience/mode';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard } from '../platform/http/guards';
import { anonymous } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { pageLanguage, pageText } from './page-text';

const tags = ['Sign-in experience'];

const get = defineRoute({
  method: 'get',
  path: '/api/sign-in-exp',
  summary: 'Get the sign-in experience settings',
  tags,
  response: { status: 200, schema: signInExperienceGuard, description: 'The settings.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/sign-in-exp',
  summary: 'Update the sign-in experience settings',
  description:
    'Replaces the given top-level fields (the password policy is merged field by field). Settings that contradict each other — a sign-up identifier that cannot sign in, say — are refused with `sign_in_experience.invalid_configuration` naming the problems; enabling a second factor by email or SMS code without an enabled email or SMS connector answers 422 `sign_in_experience.mfa_factor_needs_connector` naming the factor.',
  tags,
  body: patchSignInExperienceGuard,
  response: { status: 200, schema: signInExperienceGuard, description: 'The updated settings.' },
  errors: [422],
});

const wellKnown = defineRoute({
  method: 'get',
  path: '/api/.well-known/sign-in-exp',
  summary: 'Get the sign-in experience for the sign-in pages',
  description:
    "Public: the settings the sign-in pages render with. Needs no token. With `app_id` (the sign-in pages get it for third-party applications), that application's own branding — colours, logos, terms and privacy URLs — replaces the tenant's where set. With `organization_id` (passed on from the authorization request), that organization's logos replace both; an unknown id changes nothing.",
  tags,
  security: anonymous,
  query: z.object({
    app_id: entityIdGuard.optional(),
    organization_id: entityIdGuard.optional(),
  }),
  response: {
    status: 200,
    schema: signInPageSettingsGuard,
    description:
      'The settings, `forgotPassword` (whether a code can be sent by email or by SMS) and `socialConnectors` (the social buttons, in order).',
  },
  errors: [404],
});

/** The sign-in pages' text: groups of keys, as the experience app reads it. */
const phrasesGuard = z.record(z.string(), z.unknown());
const phrases = defineRoute({
  method: 'get',
  path: '/api/.well-known/phrases',
  summary: 'Get the sign-in page text in one language',
  description:
    "Public: the text of the sign-in pages in the first language of `lng` (a comma-separated list, as the sign-in pages pass `ui_locales`) Gatehouse has text for, else the best match of `Accept-Language` when the tenant detects the browser's language, else the tenant's fallback language. The tenant's custom phrases lie over the built-in text; a language with custom phrases only (`nl`) is offered too, over English for the phrases it does not have. The chosen language is in `Content-Language`. Revalidated on every use (`no-cache` with an `ETag`), so a change to the custom phrases shows at once.",
  tags,
  security: anonymous,
  query: z.object({ lng: z.string().max(256).optional() }),
  response: { status: 200, schema: phrasesGuard, description: 'The text, by key.' },
  errors: [404],
});
// A matching `If-None-Match` answers 304 (hono/etag, below); defineRoute derives only error statuses.
Object.assign(phrases.responses, { 304: { description: 'Not modified: the text the client holds is current.' } });

export const registerSignInExperienceRoutes = (app: ApiApp, deps: PlatformDeps) => {
  app.openapi(get, async (c) => send(c, signInExperienceGuard, await c.var.services.signInExperience.get(), 200));
  app.openapi(patch, async (c) =>
    send(c, signInExperienceGuard, await c.var.services.signInExperience.patch(c.req.valid('json')), 200),
  );
  app.use(phrases.getRoutingPath(), etag());
  app.openapi(phrases, async (c) => {
    const [settings, custom] = await Promise.all([
      c.var.services.signInExperience.get(),
      c.var.services.customPhrases.byLanguage(),
    ]);
    const language = pageLanguage({
      asked: c.req.valid('query').lng,
      acceptLanguage: c.req.header('accept-language'),
      languageInfo: settings.languageInfo,
      customLanguages: custom.keys(),
    });
    c.header('Content-Language', language);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language');
    return send(c, phrasesGuard, pageText(language, custom.get(language)), 200);
  });
  app.openapi(wellKnown, async (c) => {
    c.header('Cache-Control', 'no-cache');
    const tenantId = c.get('tenantId');
    const { app_id: appId, organization_id: organizationId } = c.req.valid('query');
    const [settings, app, organization, channels] = await Promise.all([
      effectiveSignInExperience(deps, tenantId),
      appId ? c.var.services.thirdParty.findSignInExperience(appId) : undefined,
      organizationId ? c.var.services.organizations.findBranding(organizationId) : undefined,
      messageChannels(deps, tenantId),
    ]);
    const branded = app ? withApplicationBranding(settings, app) : settings;
    const shown = organization ? withOrganizationBranding(branded, organization) : branded;
    const socialConnectors = await signInSocialConnectors(deps, tenantId, settings.socialSignInConnectorTargets);
    const captcha = settings.captchaPolicy.enabled ? await captchaWidget(deps, tenantId) : null;
    return send(c, signInPageSettingsGuard, { ...shown, forgotPassword: channels, socialConnectors, captcha }, 200);
  });
};
