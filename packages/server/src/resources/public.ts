import { generateId } from '@gatehouse/schemas/ids';
import type { Trx } from '../platform/db/database';
import { createResourceQueries } from './queries';

/**
 * What other capabilities may do with API resources (the resources capability owns `resources`
 * and `scopes`), inside the caller's transaction.
 */

/**
 * Creates a built-in API resource with one scope (a management API and its `all`), unless a
 * resource with the indicator exists. Answers the new scope's id, or undefined when it existed.
 */
export const insertBuiltInResource = async (
  trx: Trx,
  tenantId: string,
  resource: { indicator: string; name: string; scope: { name: string; description: string } },
) => {
  const existing = await trx
    .selectFrom('resources')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('indicator', '=', resource.indicator)
    .executeTakeFirst();
  if (existing) return undefined;
  const resourceId = generateId();
  const scopeId = generateId();
  await trx
    .insertInto('resources')
    .values({
      tenantId,
      id: resourceId,
      name: resource.name,
      indicator: resource.indicator,
      accessTokenTtl: 3600,
      isBuiltIn: true,
    })
    .execute();
  await trx
    .insertInto('scopes')
    .values({ tenantId, id: scopeId, resourceId, ...resource.scope })
    .execute();
  return scopeId;
};

/**
 * What a token for an API resource needs (oidc/runtime.ts): the resource by its indicator with
 * every permission it defines, and the permissions an application's or a user's roles grant on it.
 */
export const tokenResources = (tenantId: string) => {
  const queries = createResourceQueries(tenantId);
  return {
    findWithScopeNames: async (trx: Trx, indicator: string) => {
      const resource = await queries.findByIndicator(trx, indicator);
      if (!resource) return undefined;
      const scopes = await queries.findScopeNames(trx, resource.id);
      return { id: resource.id, indicator: resource.indicator, accessTokenTtl: resource.accessTokenTtl, scopes };
    },
    findApplicationScopeNames: queries.findApplicationScopeNames,
    findUserScopeNames: queries.findUserScopeNames,
  };
};
