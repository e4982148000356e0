import {
  activeUsersGuard,
  activeUsersQueryGuard,
  adminConsoleConfigGuard,
  newUsersGuard,
  patchAdminConsoleConfigGuard,
  totalUsersGuard,
} from '@gatehouse/schemas/dashboard';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const tags = ['Dashboard'];

const total = defineRoute({
  method: 'get',
  path: '/api/dashboard/users/total',
  summary: 'Count users',
  tags,
  response: { status: 200, schema: totalUsersGuard, description: "The tenant's number of users." },
});

const created = defineRoute({
  method: 'get',
  path: '/api/dashboard/users/new',
  summary: 'Count new users',
  description:
    'Users created today (UTC) and in the last 7 days including today, each with its change from the day or 7 days before.',
  tags,
  response: { status: 200, schema: newUsersGuard, description: 'The new users and their changes.' },
});

const active = defineRoute({
  method: 'get',
  path: '/api/dashboard/users/active',
  summary: 'Count active users',
  description:
    'Daily, weekly and monthly active users — users who signed in or refreshed a token — ending on `date` (UTC, today when absent), each with its change from the period before, and the 30 days up to `date` with active users and sign-ins per day.',
  tags,
  query: activeUsersQueryGuard,
  response: { status: 200, schema: activeUsersGuard, description: 'The active users.' },
});

const getConfig = defineRoute({
  method: 'get',
  path: '/api/configs/admin-console',
  summary: "Get the console's settings",
  description:
    "The console's settings for this tenant: whether the get-started checklist is hidden, and which of its steps the tenant's state already completes.",
  tags: ['Admin console'],
  response: { status: 200, schema: adminConsoleConfigGuard, description: 'The settings.' },
});

const patchConfig = defineRoute({
  method: 'patch',
  path: '/api/configs/admin-console',
  summary: "Update the console's settings",
  tags: ['Admin console'],
  body: patchAdminConsoleConfigGuard,
  response: { status: 200, schema: adminConsoleConfigGuard, description: 'The settings after the change.' },
});

export const registerDashboardRoutes = (app: ApiApp) => {
  app.openapi(total, async (c) => send(c, totalUsersGuard, await c.var.services.dashboard.totalUsers(), 200));
  app.openapi(created, async (c) => send(c, newUsersGuard, await c.var.services.dashboard.newUsers(), 200));
  app.openapi(active, async (c) =>
    send(c, activeUsersGuard, await c.var.services.dashboard.activeUsers(c.req.valid('query').date), 200),
  );
  app.openapi(getConfig, async (c) => send(c, adminConsoleConfigGuard, await c.var.services.adminConsole.get(), 200));
  app.openapi(patchConfig, async (c) =>
    send(c, adminConsoleConfigGuard, await c.var.services.adminConsole.patch(c.req.valid('json')), 200),
  );
};
