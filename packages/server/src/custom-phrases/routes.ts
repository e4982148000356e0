import { customPhraseGuard, translationGuard } from '@gatehouse/schemas/custom-phrases';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Custom phrases'];

/** Checked against the supported tags by the service, which names a wrong one (`custom_phrase.invalid_language_tag`). */
const languageTagParams = z.object({ languageTag: z.string().min(1).max(64) });

const list = defineRoute({
  method: 'get',
  path: '/api/custom-phrases',
  summary: 'List custom phrases',
  description:
    "The tenant's own text for the sign-in pages, one entry per language. The sign-in pages show it over the built-in text.",
  tags,
  response: { status: 200, schema: z.array(customPhraseGuard), description: 'The custom phrases, by language.' },
});

const get = defineRoute({
  method: 'get',
  path: '/api/custom-phrases/{languageTag}',
  summary: "Get a language's custom phrases",
  tags,
  params: languageTagParams,
  response: { status: 200, schema: customPhraseGuard, description: "The language's custom phrases." },
});

const upsert = defineRoute({
  method: 'put',
  path: '/api/custom-phrases/{languageTag}',
  summary: "Create or replace a language's custom phrases",
  description:
    'The body is the translation: groups of keys as in the sign-in pages\' text (`{ "action": { "sign_in": "Inloggen" } }`), each a non-empty string of at most 2000 characters, 64 KiB in all. A key the sign-in pages do not have is refused with `custom_phrase.unknown_keys` naming it; a tag outside the supported list with `custom_phrase.invalid_language_tag`. A language that is not built in is shown over English for the keys it leaves out.',
  tags,
  params: languageTagParams,
  body: translationGuard,
  response: { status: 200, schema: customPhraseGuard, description: 'The saved custom phrases.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/custom-phrases/{languageTag}',
  summary: "Delete a language's custom phrases",
  description:
    "The sign-in pages show the built-in text again. The custom phrases of the sign-in experience's fallback language, when it is not a built-in language, cannot be deleted (`custom_phrase.fallback_language_in_use`): choose another fallback language first.",
  tags,
  params: languageTagParams,
  response: { status: 204, description: 'Deleted.' },
  errors: [409],
});

export const registerCustomPhraseRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => send(c, z.array(customPhraseGuard), await c.var.services.customPhrases.list(), 200));
  app.openapi(get, async (c) =>
    send(c, customPhraseGuard, await c.var.services.customPhrases.get(c.req.valid('param').languageTag), 200),
  );
  app.openapi(upsert, async (c) =>
    send(
      c,
      customPhraseGuard,
      await c.var.services.customPhrases.upsert(c.req.valid('param').languageTag, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.customPhrases.delete(c.req.valid('param').languageTag);
    return c.body(null, 204);
  });
};
