import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database, Trx } from '../platform/db/database';
import { json } from '../platform/db/json';

/**
 * oidc-provider's storage for one tenant (DESIGN §3): sessions, grants, codes,
 * refresh tokens and interactions in `oidc_model_instances`, keyed by
 * (tenant, model, id) with an expiry. Clients are not stored here: they come
 * from `applications` through `findClient`.
 */
export const createAdapterFactory = (
  database: Database,
  tenantId: string,
  findClient: (id: string) => Promise<AdapterPayload | undefined>,
) => {
  const scoped = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);

  return class KyselyAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = new Date(Date.now() + expiresIn * 1000);
      await scoped(async (trx) => {
        await trx
          .insertInto('oidcModelInstances')
          .values({ tenantId, modelName: this.name, id, payload: json(payload), expiresAt })
          .onConflict((oc) =>
            oc.columns(['tenantId', 'modelName', 'id']).doUpdateSet({ payload: json(payload), expiresAt }),
          )
          .execute();
      });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.name === 'Client') return findClient(id);
      return this.findWhere(sql<boolean>`id = ${id}`);
    }

    async findByUid(uid: string) {
      return this.findWhere(sql<boolean>`payload ->> 'uid' = ${uid}`);
    }

    async findByUserCode(userCode: string) {
      return this.findWhere(sql<boolean>`payload ->> 'userCode' = ${userCode}`);
    }

    async consume(id: string) {
      await scoped((trx) =>
        trx
          .updateTable('oidcModelInstances')
          .set({ consumedAt: new Date() })
          .where('modelName', '=', this.name)
          .where('id', '=', id)
          .execute(),
      );
    }

    async destroy(id: string) {
      await scoped((trx) =>
        trx.deleteFrom('oidcModelInstances').where('modelName', '=', this.name).where('id', '=', id).execute(),
      );
    }

    async revokeByGrantId(grantId: string) {
      await scoped((trx) =>
        trx.deleteFrom('oidcModelInstances').where(sql<boolean>`payload ->> 'grantId' = ${grantId}`).execute(),
      );
    }

    private async findWhere(condition: ReturnType<typeof sql<boolean>>): Promise<AdapterPayload | undefined> {
      const row = await scoped((trx) =>
        trx
          .selectFrom('oidcModelInstances')
          .select(['payload', 'consumedAt'])
          .where('modelName', '=', this.name)
          .where(condition)
          .where('expiresAt', '>', new Date())
          .executeTakeFirst(),
      );
      if (!row) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt && { consumed: Math.floor(row.consumedAt.getTime() / 1000) }),
      };
    }
  };
};
