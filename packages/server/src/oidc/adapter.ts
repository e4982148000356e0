import { hasUnstorableEscape, isStorableText } from '@gatehouse/schemas/json';
import { sql } from 'kysely';
import { type Adapter, type AdapterPayload, errors } from 'oidc-provider';
import type { Database } from '../platform/db/database';
import { json } from '../platform/db/json';

type Row = { payload: AdapterPayload; consumedAt: Date | null };

/**
 * oidc-provider's storage for one tenant (DESIGN §3): sessions, grants, codes,
 * refresh tokens and interactions in `oidc_model_instances`, keyed by
 * (tenant, model, id) with an expiry. Every call is one round trip to a
 * function that scopes itself to the tenant under row-level security
 * (migration 0004). Clients are not stored here: they come from
 * `applications` through `findClient`.
 *
 * Ids and payloads come from request parameters, which may hold text PostgreSQL cannot store
 * (a NUL, a lone surrogate; platform/http/input-guard.ts): no entity has such an id, and such a
 * payload is the client's bad request, never a server error.
 */
export const createAdapterFactory = (
  database: Database,
  tenantId: string,
  findClient: (id: string) => Promise<AdapterPayload | undefined>,
) => {
  const db = database.system;

  const findBy = async (model: string, field: 'id' | 'uid' | 'userCode', value: string) => {
    if (!isStorableText(value)) return undefined;
    const { rows } =
      await sql<Row>`select * from gatehouse_oidc_find(${tenantId}, ${model}, ${field}, ${value})`.execute(db);
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...row.payload,
      ...(row.consumedAt && { consumed: Math.floor(new Date(row.consumedAt).getTime() / 1000) }),
    };
  };

  return class KyselyAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = new Date(Date.now() + expiresIn * 1000);
      const document = json(payload);
      if (hasUnstorableEscape(document)) {
        throw new errors.InvalidRequest('a parameter holds a NUL character or a broken surrogate pair');
      }
      await sql`select gatehouse_oidc_upsert(${tenantId}, ${this.name}, ${id}, ${document}::jsonb, ${expiresAt})`.execute(
        db,
      );
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (!isStorableText(id)) return undefined;
      if (this.name === 'Client') return findClient(id);
      return findBy(this.name, 'id', id);
    }

    async findByUid(uid: string) {
      return findBy(this.name, 'uid', uid);
    }

    async findByUserCode(userCode: string) {
      return findBy(this.name, 'userCode', userCode);
    }

    async consume(id: string) {
      if (!isStorableText(id)) return;
      await sql`select gatehouse_oidc_consume(${tenantId}, ${this.name}, ${id})`.execute(db);
    }

    async destroy(id: string) {
      if (!isStorableText(id)) return;
      await sql`select gatehouse_oidc_destroy(${tenantId}, ${this.name}, ${id})`.execute(db);
    }

    async revokeByGrantId(grantId: string) {
      if (!isStorableText(grantId)) return;
      await sql`select gatehouse_oidc_revoke_grant(${tenantId}, ${grantId})`.execute(db);
    }
  };
};
