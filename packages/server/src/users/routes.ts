import { createUserGuard, patchUserGuard, userGuard, userListQueryGuard } from '@gatehouse/schemas/users';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { userIdGuard } from '../platform/http/guards';
import { paginationQueryGuard, readPagination, setPaginationHeaders } from '../platform/http/pagination';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { parseUserSearch } from './search';

export const tags = ['Users'];
export const userIdParams = z.object({ id: userIdGuard });

const list = defineRoute({
  method: 'get',
  path: '/api/users',
  summary: 'List users',
  description: [
    'Users of the tenant, newest first, always paginated (`page`, `page_size`, `Total-Number`, `Link`).',
    '',
    '`search` looks in id, username, primaryEmail, primaryPhone and name; `search.<field>` in one of them. `mode` (and `mode.<field>`) is `like` (default) or `exact`. In `like` mode `%` and `_` are wildcards as in SQL LIKE (the console sends `%keyword%`); a value without `%` matches as a literal substring. `joint` combines the search terms with `or` (default) or `and`; matching ignores case unless `isCaseSensitive=true`. A repeated parameter gives several values, any of which matches.',
    '',
    '`excludeRoleId` leaves out users holding that role. `excludeOrganizationId` leaves out members of that organization.',
    '',
    'Counting stops at 10,000: beyond that `Total-Number` is 10000, `Total-Number-Is-Capped: true` is sent, and `Link` has no `last` (and `next` only while the page is full).',
  ].join('\n'),
  tags,
  query: userListQueryGuard.extend(paginationQueryGuard.shape),
  response: { status: 200, schema: z.array(userGuard), description: 'The users.' },
});

const create = defineRoute({
  method: 'post',
  path: '/api/users',
  summary: 'Create a user',
  description:
    "With any of username, primaryEmail and primaryPhone (each unique in the tenant; emails are lower-cased and phones kept to digits), name, avatar, customData and profile. `password` must pass the tenant's password policy (422 `password_rejected.*`, as on the sign-in pages); to import a user, send `passwordDigest` with `passwordAlgorithm` instead (Argon2i/d/id, Bcrypt, SHA1, SHA256, MD5), and the first sign-in upgrades it to Argon2id. The user gets the tenant's default roles. Nothing is written when any rule fails.",
  tags,
  body: createUserGuard,
  response: { status: 201, schema: userGuard, description: 'The created user.' },
  errors: [422],
});

const get = defineRoute({
  method: 'get',
  path: '/api/users/{id}',
  summary: 'Get a user',
  description: 'Never the password hash: `hasPassword` says whether there is one.',
  tags,
  params: userIdParams,
  response: { status: 200, schema: userGuard, description: 'The user.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/users/{id}',
  summary: 'Update a user',
  description:
    'Identifiers (null removes one), name, avatar. `customData` and `profile` replace the stored objects; their own routes merge instead.',
  tags,
  params: userIdParams,
  body: patchUserGuard,
  response: { status: 200, schema: userGuard, description: 'The updated user.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/users/{id}',
  summary: 'Delete a user',
  description: 'With their role assignments, sessions and grants, in one transaction.',
  tags,
  params: userIdParams,
  response: { status: 204, description: 'Deleted.' },
});

/** The user collection and one user: list with search, create, read, update, delete. */
export const registerUserRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const pagination = readPagination(c);
    if (!pagination) throw new Error('a required pagination was not read');
    const query = c.req.valid('query');
    const search = parseUserSearch(query, Object.keys(c.req.queries()));
    const { items, total, capped } = await c.var.services.users.list(
      { search, excludeRoleId: query.excludeRoleId, excludeOrganizationId: query.excludeOrganizationId },
      pagination,
    );
    setPaginationHeaders(c, pagination, { total, capped }, { query, itemsOnPage: items.length });
    return send(c, z.array(userGuard), items, 200);
  });
  app.openapi(create, async (c) => send(c, userGuard, await c.var.services.users.create(c.req.valid('json')), 201));
  app.openapi(get, async (c) => send(c, userGuard, await c.var.services.users.get(c.req.valid('param').id), 200));
  app.openapi(patch, async (c) =>
    send(c, userGuard, await c.var.services.users.patch(c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(remove, async (c) => {
    await c.var.services.users.delete(c.req.valid('param').id);
    return c.body(null, 204);
  });
};
