import { initialPlanId } from '@gatehouse/schemas/plans';
import type { Insertable } from 'kysely';
import type { Db } from '../platform/db/database';
import type { TenantsTable } from '../platform/db/schema';

/** The tenants table is not tenant-owned: these run on the system connection. */
export const createTenantQueries = (db: Db) => ({
  findAll: () => db.selectFrom('tenants').selectAll().orderBy('createdAt').execute(),
  findById: (id: string) => db.selectFrom('tenants').selectAll().where('id', '=', id).executeTakeFirst(),
  findIds: async () => (await db.selectFrom('tenants').select('id').execute()).map((row) => row.id),
  /** Active custom domains of every tenant, for request routing. */
  findActiveCustomDomains: () =>
    db.selectFrom('customDomains').select(['domain', 'tenantId']).where('status', '=', 'Active').execute(),
  findByIds: (ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db.selectFrom('tenants').selectAll().where('id', 'in', ids).orderBy('createdAt').orderBy('id').execute(),
  update: (id: string, changes: { name?: string; tag?: 'development' | 'production'; planId?: string }) =>
    db.updateTable('tenants').set(changes).where('id', '=', id).executeTakeFirst(),
  /** Every table of the tenant references it with `on delete cascade`: its data goes with it. */
  delete: (id: string) => db.deleteFrom('tenants').where('id', '=', id).executeTakeFirst(),
  /** A new tenant starts on its initial plan (`@gatehouse/schemas/plans`) unless one is given. */
  insertIfMissing: (row: Insertable<TenantsTable>) =>
    db
      .insertInto('tenants')
      .values({ planId: initialPlanId(row), ...row })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
});
