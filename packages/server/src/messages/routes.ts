import {
  emailTemplateFiltersGuard,
  emailTemplateGuard,
  patchEmailTemplateDetailsGuard,
  upsertEmailTemplatesGuard,
} from '@gatehouse/schemas/email-templates';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Email templates'];

const list = defineRoute({
  method: 'get',
  path: '/api/email-templates',
  summary: 'List email templates',
  description:
    "The tenant's own email templates, filtered by language and type. Messages without one use Gatehouse's default in the recipient's language.",
  tags,
  query: emailTemplateFiltersGuard,
  response: { status: 200, schema: z.array(emailTemplateGuard), description: 'The email templates.' },
});

const upsert = defineRoute({
  method: 'put',
  path: '/api/email-templates',
  summary: 'Create or replace email templates',
  description:
    'Writes each template, replacing the one of the same language and type. `{{code}}` and `{{link}}` in the subject and content are filled in when a message is sent; in HTML every value is escaped. All are written or none.',
  tags,
  body: upsertEmailTemplatesGuard,
  response: { status: 200, schema: z.array(emailTemplateGuard), description: 'The written templates.' },
});

const removeMany = defineRoute({
  method: 'delete',
  path: '/api/email-templates',
  summary: 'Delete email templates',
  description: 'Deletes the templates matching the filters (all of them when none is given).',
  tags,
  query: emailTemplateFiltersGuard,
  response: { status: 200, schema: z.object({ rowCount: z.number().int() }), description: 'How many were deleted.' },
});

const get = defineRoute({
  method: 'get',
  path: '/api/email-templates/{id}',
  summary: 'Get an email template',
  tags,
  params: idParams,
  response: { status: 200, schema: emailTemplateGuard, description: 'The email template.' },
});

const patchDetails = defineRoute({
  method: 'patch',
  path: '/api/email-templates/{id}/details',
  summary: "Update an email template's details",
  tags,
  params: idParams,
  body: patchEmailTemplateDetailsGuard,
  response: { status: 200, schema: emailTemplateGuard, description: 'The updated email template.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/email-templates/{id}',
  summary: 'Delete an email template',
  tags,
  params: idParams,
  response: { status: 204, description: 'Deleted.' },
});

export const registerEmailTemplateRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) =>
    send(c, z.array(emailTemplateGuard), await c.var.services.messages.list(c.req.valid('query')), 200),
  );
  app.openapi(upsert, async (c) =>
    send(c, z.array(emailTemplateGuard), await c.var.services.messages.upsert(c.req.valid('json').templates), 200),
  );
  app.openapi(removeMany, async (c) =>
    send(
      c,
      z.object({ rowCount: z.number().int() }),
      { rowCount: await c.var.services.messages.deleteMany(c.req.valid('query')) },
      200,
    ),
  );
  app.openapi(get, async (c) =>
    send(c, emailTemplateGuard, await c.var.services.messages.get(c.req.valid('param').id), 200),
  );
  app.openapi(patchDetails, async (c) =>
    send(
      c,
      emailTemplateGuard,
      await c.var.services.messages.patchDetails(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.messages.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
