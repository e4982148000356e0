import type { Updateable } from 'kysely';
import type { Trx } from '../platform/db/database';
import type { ConnectorsTable } from '../platform/db/schema';

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createConnectorQueries = (tenantId: string) => ({
  findAll: (trx: Trx, filters: { type?: ConnectorsTable['type']; target?: string }) => {
    let query = trx.selectFrom('connectors').selectAll().where('tenantId', '=', tenantId);
    if (filters.type) query = query.where('type', '=', filters.type);
    if (filters.target) query = query.where('target', '=', filters.target);
    return query.orderBy('createdAt').orderBy('id').execute();
  },
  findById: (trx: Trx, id: string) =>
    trx.selectFrom('connectors').selectAll().where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst(),
  /** The tenant's enabled email or SMS connector (at most one of each type exists). */
  findMessageConnector: (trx: Trx, type: 'email' | 'sms') =>
    trx
      .selectFrom('connectors')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('type', '=', type)
      .where('enabled', '=', true)
      .executeTakeFirst(),
  findEnabledMessageTypes: (trx: Trx) =>
    trx
      .selectFrom('connectors')
      .select(['type', 'factoryId'])
      .where('tenantId', '=', tenantId)
      .where('type', '<>', 'social')
      .where('enabled', '=', true)
      .execute(),
  findEnabledSocial: (trx: Trx) =>
    trx
      .selectFrom('connectors')
      .select(['id', 'factoryId', 'target', 'metadata'])
      .where('tenantId', '=', tenantId)
      .where('type', '=', 'social')
      .where('enabled', '=', true)
      .execute(),
  findByType: (trx: Trx, type: 'email' | 'sms') =>
    trx
      .selectFrom('connectors')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('type', '=', type)
      .executeTakeFirst(),
  findByTarget: (trx: Trx, target: string) =>
    trx
      .selectFrom('connectors')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('target', '=', target)
      .executeTakeFirst(),
  insert: (
    trx: Trx,
    row: {
      id: string;
      factoryId: string;
      type: ConnectorsTable['type'];
      target: string | null;
      config: string;
      syncProfile: boolean;
      enabled: boolean;
      metadata: Record<string, unknown>;
    },
  ) =>
    trx
      .insertInto('connectors')
      .values({ tenantId, ...row, metadata: JSON.stringify(row.metadata) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (trx: Trx, id: string, changes: Updateable<ConnectorsTable>) =>
    trx
      .updateTable('connectors')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  delete: async (trx: Trx, id: string) =>
    (await trx.deleteFrom('connectors').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
      .numDeletedRows > 0n,
});
