import { accountCenterGuard, patchAccountCenterGuard } from '@gatehouse/schemas/account-center';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { registerMyAccountRoutes } from './routes.my-account';
import { registerMyMfaRoutes } from './routes.my-mfa';
import { registerMyPasskeyRoutes } from './routes.my-passkeys';
import { registerVerificationRecordRoutes } from './routes.verifications';

const tags = ['Account center'];

const get = defineRoute({
  method: 'get',
  path: '/api/account-center',
  summary: 'Get the account center settings',
  description:
    'Whether end users may use the Account API (`/api/my-account`), and per field `Off` (hidden), `ReadOnly` or `Edit`. A tenant that never saved settings has the defaults: disabled, every field `Off`.',
  tags,
  response: { status: 200, schema: accountCenterGuard, description: 'The settings.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/account-center',
  summary: 'Update the account center settings',
  description:
    '`enabled` replaces the stored value; the fields sent replace theirs and the others stay. Fields: name, avatar, profile, customData, username, email, phone, password, social, mfa; each `Off`, `ReadOnly` or `Edit`. An unknown field or value is a 400.',
  tags,
  body: patchAccountCenterGuard,
  response: { status: 200, schema: accountCenterGuard, description: 'The updated settings.' },
});

/** The settings (management API). */
export const registerAccountCenterRoutes = (app: ApiApp) => {
  app.openapi(get, async (c) => send(c, accountCenterGuard, await c.var.services.accountCenter.get(), 200));
  app.openapi(patch, async (c) =>
    send(c, accountCenterGuard, await c.var.services.accountCenter.patch(c.req.valid('json')), 200),
  );
};

/** The settings, and the end users' Account API and verification records they govern. */
export const registerAccountCenterCapability = (app: ApiApp, deps: PlatformDeps) => {
  registerAccountCenterRoutes(app);
  registerMyAccountRoutes(app, deps);
  registerMyMfaRoutes(app, deps);
  registerVerificationRecordRoutes(app, deps);
  registerMyPasskeyRoutes(app, deps);
};
