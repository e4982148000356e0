import type { Updateable } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { SsoConnectorsTable } from '../platform/db/schema';

/** SSO connectors and the domains they own (Kysely only); every query filters by tenant, RLS behind it. */
export const createSsoConnectorQueries = (tenantId: string) => ({
  findAll: (trx: Trx) =>
    trx
      .selectFrom('ssoConnectors')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
  findById: (trx: Trx, id: string) =>
    trx
      .selectFrom('ssoConnectors')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst(),
  findByIds: (trx: Trx, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : trx.selectFrom('ssoConnectors').selectAll().where('tenantId', '=', tenantId).where('id', 'in', ids).execute(),
  findByName: (trx: Trx, connectorName: string) =>
    trx
      .selectFrom('ssoConnectors')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('connectorName', '=', connectorName)
      .executeTakeFirst(),
  /** The connector owning an email domain, if any. */
  findByDomain: (trx: Trx, domain: string) =>
    trx
      .selectFrom('ssoConnectorDomains as d')
      .innerJoin('ssoConnectors as c', (join) =>
        join.onRef('c.tenantId', '=', 'd.tenantId').onRef('c.id', '=', 'd.ssoConnectorId'),
      )
      .selectAll('c')
      .where('d.tenantId', '=', tenantId)
      .where('d.domain', '=', domain)
      .executeTakeFirst(),
  insert: (
    trx: Trx,
    row: {
      id: string;
      providerName: string;
      connectorName: string;
      config: string;
      branding: object;
      syncProfile: boolean;
      samlSpKey?: string | null;
    },
  ) =>
    trx
      .insertInto('ssoConnectors')
      .values({ tenantId, ...row, branding: json(row.branding) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  update: (trx: Trx, id: string, changes: Updateable<SsoConnectorsTable>) =>
    trx
      .updateTable('ssoConnectors')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  delete: async (trx: Trx, id: string) =>
    (await trx.deleteFrom('ssoConnectors').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
      .numDeletedRows > 0n,

  /** Domains by connector, for a list of connectors (one query). */
  findDomains: async (trx: Trx, connectorIds: string[]) => {
    if (connectorIds.length === 0) return new Map<string, string[]>();
    const rows = await trx
      .selectFrom('ssoConnectorDomains')
      .select(['ssoConnectorId', 'domain'])
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', 'in', connectorIds)
      .orderBy('domain')
      .execute();
    const byConnector = new Map<string, string[]>();
    for (const row of rows)
      byConnector.set(row.ssoConnectorId, [...(byConnector.get(row.ssoConnectorId) ?? []), row.domain]);
    return byConnector;
  },
  /** Domains among these already owned by another connector. */
  findTakenDomains: async (trx: Trx, domains: string[], exceptConnectorId?: string) => {
    if (domains.length === 0) return [];
    let query = trx
      .selectFrom('ssoConnectorDomains')
      .select('domain')
      .where('tenantId', '=', tenantId)
      .where('domain', 'in', domains);
    if (exceptConnectorId) query = query.where('ssoConnectorId', '<>', exceptConnectorId);
    return (await query.execute()).map((row) => row.domain);
  },
  /** Sets exactly these domains for the connector. */
  replaceDomains: async (trx: Trx, connectorId: string, domains: string[]) => {
    await trx
      .deleteFrom('ssoConnectorDomains')
      .where('tenantId', '=', tenantId)
      .where('ssoConnectorId', '=', connectorId)
      .execute();
    if (domains.length === 0) return;
    await trx
      .insertInto('ssoConnectorDomains')
      .values(domains.map((domain) => ({ tenantId, domain, ssoConnectorId: connectorId })))
      .execute();
  },
});
