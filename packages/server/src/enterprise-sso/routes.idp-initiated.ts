import { idpInitiatedAuthConfigGuard, idpInitiatedAuthConfigViewGuard } from '@gatehouse/schemas/sso-idp-initiated';
import type { ApiApp } from '../platform/http/context';
import { idParams } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags } from './routes';

const path = '/api/sso-connectors/{id}/idp-initiated-auth-config';

const get = defineRoute({
  method: 'get',
  path,
  summary: "Get a SAML connector's IdP-initiated sign-in config",
  description:
    '404 `sso_connector.idp_initiated_config_not_found` when none is set; 422 `sso_connector.idp_initiated_not_supported` for a connector that does not speak SAML.',
  tags,
  params: idParams,
  response: { status: 200, schema: idpInitiatedAuthConfigViewGuard, description: 'The config.' },
  errors: [422],
});

const put = defineRoute({
  method: 'put',
  path,
  summary: "Set a SAML connector's IdP-initiated sign-in config",
  description:
    "When `enabled`, the connector's ACS takes a SAML Response no request of ours asked for (no `InResponseTo`; otherwise it is 400 `sso_connector.saml_unknown_request`), with every other check of the ACS (signature, audience, recipient, validity window, replay). The browser then goes to `defaultApplicationId` at `redirectUri`: with `autoSendAuthorizationRequest` (the default) straight into an authorization of that application (`direct_sign_in=sso:{id}`, `prompt=login` and `authParameters`; `scope` defaults to `openid`), which the sign-in pages finish at once and the application gets a normal code for; the application must then be a Traditional web application. Otherwise to `redirectUri` with `ssoConnectorId`, for the application to start its own authorization with `direct_sign_in=sso:{id}`. The application must be the tenant's own (not third-party) with that redirect URI: 422 `sso_connector.idp_initiated_app_not_eligible`.",
  tags,
  params: idParams,
  body: idpInitiatedAuthConfigGuard,
  response: { status: 200, schema: idpInitiatedAuthConfigViewGuard, description: 'The config.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path,
  summary: "Remove a SAML connector's IdP-initiated sign-in config",
  description: 'The ACS refuses unsolicited responses again.',
  tags,
  params: idParams,
  response: { status: 204, description: 'Removed.' },
  errors: [422],
});

/** `GET|PUT|DELETE /api/sso-connectors/{id}/idp-initiated-auth-config` (peer-interfaces §3.2). */
export const registerIdpInitiatedRoutes = (app: ApiApp) => {
  app.openapi(get, async (c) =>
    send(c, idpInitiatedAuthConfigViewGuard, await c.var.services.ssoIdpInitiated.get(c.req.valid('param').id), 200),
  );
  app.openapi(put, async (c) =>
    send(
      c,
      idpInitiatedAuthConfigViewGuard,
      await c.var.services.ssoIdpInitiated.put(c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.ssoIdpInitiated.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
