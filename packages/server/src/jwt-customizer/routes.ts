import {
  jwtCustomizerGuard,
  jwtCustomizerInputGuard,
  jwtCustomizerPatchGuard,
  jwtCustomizerTestGuard,
  jwtCustomizerTestResultGuard,
  jwtTokenTypeGuard,
} from '@gatehouse/schemas/jwt-customizer';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Custom JWT'];
const tokenTypeParams = z.object({ tokenTypePath: jwtTokenTypeGuard });
const scriptContract =
  'The script defines `getCustomJwtClaims({ token, context, environmentVariables, api })` returning an object of extra claims (or a promise of one); `api.denyAccess(message)` refuses the token. It runs in a separate V8 isolate with a 1 s time limit and a 32 MB heap, without Node globals; `fetch` exists only when the server allows origins for it. Claims the server sets (iss, sub, aud, exp, iat, jti, scope, client_id, …) are never overridden.';

const list = defineRoute({
  method: 'get',
  path: '/api/configs/jwt-customizer',
  summary: 'List custom JWT claims scripts',
  description: "The tenant's custom JWT scripts, one per token type (`access-token`, `client-credentials`).",
  tags,
  response: { status: 200, schema: z.array(jwtCustomizerGuard), description: 'The scripts.' },
});

const get = defineRoute({
  method: 'get',
  path: '/api/configs/jwt-customizer/{tokenTypePath}',
  summary: "Get a token type's custom JWT claims script",
  description: 'Environment variables are answered by name only: their values never leave the server.',
  tags,
  params: tokenTypeParams,
  response: { status: 200, schema: jwtCustomizerGuard, description: 'The script.' },
});

const put = defineRoute({
  method: 'put',
  path: '/api/configs/jwt-customizer/{tokenTypePath}',
  summary: "Create or replace a token type's custom JWT claims script",
  description: `${scriptContract} A script that does not parse, throws as it loads or defines no \`getCustomJwtClaims\` is refused (\`jwt_customizer.script_invalid\`). The environment variables given replace the stored ones.`,
  tags,
  params: tokenTypeParams,
  body: jwtCustomizerInputGuard,
  response: { status: 200, schema: jwtCustomizerGuard, description: 'The saved script.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/configs/jwt-customizer/{tokenTypePath}',
  summary: "Update a token type's custom JWT claims script",
  description:
    'Changes what is given. `environmentVariables` sets the variables named; a variable set to null is removed, one left out is kept.',
  tags,
  params: tokenTypeParams,
  body: jwtCustomizerPatchGuard,
  response: { status: 200, schema: jwtCustomizerGuard, description: 'The saved script.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/configs/jwt-customizer/{tokenTypePath}',
  summary: "Delete a token type's custom JWT claims script",
  description: 'Tokens of the type carry no extra claims again.',
  tags,
  params: tokenTypeParams,
  response: { status: 204, description: 'Deleted.' },
});

const test = defineRoute({
  method: 'post',
  path: '/api/configs/jwt-customizer/test',
  summary: 'Test a custom JWT claims script',
  description: `Runs the script against the sample token and context, with the stored environment variables of the token type overlaid by those given. ${scriptContract} A script that throws, times out, exhausts its memory or calls \`api.denyAccess\` answers \`jwt_customizer.script_failed\` with \`data.kind\` (\`AccessDenied\` or \`General\`) and \`data.message\`.`,
  tags,
  body: jwtCustomizerTestGuard,
  response: { status: 200, schema: jwtCustomizerTestResultGuard, description: 'The claims the script adds.' },
});

export const registerJwtCustomizerRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => send(c, z.array(jwtCustomizerGuard), await c.var.services.jwtCustomizer.list(), 200));
  app.openapi(get, async (c) =>
    send(c, jwtCustomizerGuard, await c.var.services.jwtCustomizer.get(c.req.valid('param').tokenTypePath), 200),
  );
  app.openapi(put, async (c) =>
    send(
      c,
      jwtCustomizerGuard,
      await c.var.services.jwtCustomizer.put(c.req.valid('param').tokenTypePath, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(patch, async (c) =>
    send(
      c,
      jwtCustomizerGuard,
      await c.var.services.jwtCustomizer.patch(c.req.valid('param').tokenTypePath, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.jwtCustomizer.delete(c.req.valid('param').tokenTypePath);
    return c.body(null, 204);
  });
  app.openapi(test, async (c) =>
    send(c, jwtCustomizerTestResultGuard, await c.var.services.jwtCustomizer.test(c.req.valid('json')), 200),
  );
};
