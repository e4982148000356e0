import { roleGuard } from '@gatehouse/schemas/roles';
import {
  assignUserRolesGuard,
  customDataGuard,
  patchSuspensionGuard,
  patchUserCustomDataGuard,
  patchUserProfileGuard,
  userGuard,
  userProfileGuard,
} from '@gatehouse/schemas/users';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { entityIdGuard } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { tags, userIdParams } from './routes';

const identitiesGuard = z.record(z.string(), z.unknown());

const patchProfile = defineRoute({
  method: 'patch',
  path: '/api/users/{id}/profile',
  summary: "Update a user's profile",
  description:
    'OpenID Connect standard claims (familyName, givenName, middleName, nickname, preferredUsername, profile, website, gender, birthdate, zoneinfo, locale, address). The fields sent replace those stored; the others stay.',
  tags,
  params: userIdParams,
  body: patchUserProfileGuard,
  response: { status: 200, schema: userProfileGuard, description: 'The whole profile.' },
});

const getCustomData = defineRoute({
  method: 'get',
  path: '/api/users/{id}/custom-data',
  summary: "Get a user's custom data",
  tags,
  params: userIdParams,
  response: { status: 200, schema: customDataGuard, description: 'The custom data.' },
});

const patchCustomData = defineRoute({
  method: 'patch',
  path: '/api/users/{id}/custom-data',
  summary: "Update a user's custom data",
  description:
    '`customData` must be a JSON object (400 otherwise). Its top-level keys replace those stored; the others stay.',
  tags,
  params: userIdParams,
  body: patchUserCustomDataGuard,
  response: { status: 200, schema: customDataGuard, description: 'The whole custom data.' },
});

const patchSuspension = defineRoute({
  method: 'patch',
  path: '/api/users/{id}/is-suspended',
  summary: 'Suspend or reinstate a user',
  description:
    'A suspended user cannot sign in, and suspending ends their sessions and revokes their grants and refresh tokens at once; access tokens already issued run until they expire.',
  tags,
  params: userIdParams,
  body: patchSuspensionGuard,
  response: { status: 200, schema: userGuard, description: 'The user.' },
});

const listRoles = defineRoute({
  method: 'get',
  path: '/api/users/{id}/roles',
  summary: "List a user's roles",
  description:
    'By name. `search` matches name and description. Paginated when `page` or `page_size` is sent; otherwise the whole list.',
  tags,
  params: userIdParams,
  query: z.object({ search: z.string().max(256).optional() }).extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(roleGuard), description: 'The roles.' },
});

const assignRoles = defineRoute({
  method: 'post',
  path: '/api/users/{id}/roles',
  summary: 'Give a user roles',
  description:
    'User roles only (400 `role.type_mismatch` for a machine-to-machine role; 404 `role.not_found` for an unknown one). Roles already held are kept once. The next token the user gets carries the new permissions.',
  tags,
  params: userIdParams,
  body: assignUserRolesGuard,
  response: { status: 201, description: 'Assigned.' },
});

const removeRole = defineRoute({
  method: 'delete',
  path: '/api/users/{id}/roles/{roleId}',
  summary: 'Take a role from a user',
  tags,
  params: userIdParams.extend({ roleId: entityIdGuard }),
  response: { status: 204, description: 'Removed.' },
});

const getIdentities = defineRoute({
  method: 'get',
  path: '/api/users/{id}/identities',
  summary: "List a user's social identities",
  description: 'A map from connector target (such as `github`) to the identity details.',
  tags,
  params: userIdParams,
  response: { status: 200, schema: identitiesGuard, description: 'The identities.' },
});

const removeIdentity = defineRoute({
  method: 'delete',
  path: '/api/users/{id}/identities/{target}',
  summary: 'Unlink a social identity',
  description: '404 `user.identity_not_found` when the user has none for that target.',
  tags,
  params: userIdParams.extend({ target: z.string().min(1).max(128) }),
  response: { status: 204, description: 'Unlinked.' },
});

/** A user's profile, custom data, suspension, roles and social identities. */
export const registerUserRelationRoutes = (app: ApiApp) => {
  app.openapi(patchProfile, async (c) =>
    send(
      c,
      userProfileGuard,
      await c.var.services.users.patchProfile(c.req.valid('param').id, c.req.valid('json').profile),
      200,
    ),
  );
  app.openapi(getCustomData, async (c) =>
    send(c, customDataGuard, await c.var.services.users.getCustomData(c.req.valid('param').id), 200),
  );
  app.openapi(patchCustomData, async (c) =>
    send(
      c,
      customDataGuard,
      await c.var.services.users.patchCustomData(c.req.valid('param').id, c.req.valid('json').customData),
      200,
    ),
  );
  app.openapi(patchSuspension, async (c) =>
    send(
      c,
      userGuard,
      await c.var.services.users.setSuspended(c.req.valid('param').id, c.req.valid('json').isSuspended),
      200,
    ),
  );

  app.openapi(listRoles, async (c) => {
    const pagination = readPagination(c, { optional: true });
    const { items, total } = await c.var.services.users.listRoles(
      c.req.valid('param').id,
      c.req.valid('query').search,
      pagination,
    );
    if (pagination) setPaginationHeaders(c, pagination, total, { query: c.req.valid('query') });
    return send(c, z.array(roleGuard), items, 200);
  });
  app.openapi(assignRoles, async (c) => {
    await c.var.services.users.assignRoles(c.req.valid('param').id, c.req.valid('json').roleIds);
    return c.body(null, 201);
  });
  app.openapi(removeRole, async (c) => {
    const { id, roleId } = c.req.valid('param');
    await c.var.services.users.removeRole(id, roleId);
    return c.body(null, 204);
  });

  app.openapi(getIdentities, async (c) =>
    send(c, identitiesGuard, await c.var.services.users.getIdentities(c.req.valid('param').id), 200),
  );
  app.openapi(removeIdentity, async (c) => {
    const { id, target } = c.req.valid('param');
    await c.var.services.users.removeIdentity(id, target);
    return c.body(null, 204);
  });
};
