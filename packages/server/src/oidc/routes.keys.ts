import { oidcKeyGuard, oidcKeyTypes, rotateOidcKeyGuard } from '@gatehouse/schemas/signing-keys';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Signing keys'];
const keyTypeParams = z.object({ keyType: z.enum(oidcKeyTypes) });
const keyList = z.array(oidcKeyGuard);

const list = defineRoute({
  method: 'get',
  path: '/api/configs/oidc/{keyType}',
  summary: 'List signing or cookie keys',
  description:
    "The tenant's private signing keys (`private-keys`, published in JWKS) or cookie keys (`cookie-keys`), newest first: the current key, then the previous one. Never the key material.",
  tags,
  params: keyTypeParams,
  response: { status: 200, schema: keyList, description: 'The keys, current first.' },
});

const rotate = defineRoute({
  method: 'post',
  path: '/api/configs/oidc/{keyType}/rotate',
  summary: 'Rotate signing or cookie keys',
  description:
    'Makes a new current key (a private key with `signingKeyAlgorithm`, RSA when absent) and keeps the key it replaces as the previous key, still published in JWKS so tokens already issued keep verifying; a key older than that is deleted. Every instance uses the new key at once.',
  tags,
  params: keyTypeParams,
  body: rotateOidcKeyGuard,
  response: { status: 200, schema: keyList, description: 'The keys after the rotation, current first.' },
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/configs/oidc/{keyType}/{keyId}',
  summary: 'Delete a previous signing or cookie key',
  description:
    'Tokens signed with the key stop verifying. The current key cannot be deleted (`signing_key.current_key`): rotate first.',
  tags,
  params: keyTypeParams.extend({ keyId: z.string().min(1).max(64) }),
  response: { status: 204, description: 'Deleted.' },
  errors: [422],
});

export const registerSigningKeyRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) =>
    send(c, keyList, await c.var.services.signingKeys.list(c.req.valid('param').keyType), 200),
  );
  app.openapi(rotate, async (c) => {
    const { signingKeyAlgorithm } = c.req.valid('json');
    return send(
      c,
      keyList,
      await c.var.services.signingKeys.rotate(c.req.valid('param').keyType, signingKeyAlgorithm),
      200,
    );
  });
  app.openapi(remove, async (c) => {
    const { keyType, keyId } = c.req.valid('param');
    await c.var.services.signingKeys.delete(keyType, keyId);
    return c.body(null, 204);
  });
};
