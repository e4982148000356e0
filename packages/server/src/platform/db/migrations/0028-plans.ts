import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Plans and quotas (cloud edition): each tenant's plan (`@gatehouse/schemas/plans` holds the
 * plans). Existing tenants are backfilled like new ones start: the admin tenant on Admin,
 * development tenants on Development, production tenants on Free. `token_usage` counts the tokens
 * a tenant was issued per billing month (flushed in batches by server/src/quotas/token-usage.ts).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`alter table tenants add column plan_id text not null default 'Free'`.execute(db);
  await sql`
    update tenants set plan_id = case
      when id = 'admin' then 'Admin'
      when tag = 'development' then 'Development'
      else 'Free' end`.execute(db);

  await sql`
    create table token_usage (
      tenant_id text not null references tenants (id) on delete cascade,
      period date not null,
      count bigint not null default 0,
      primary key (tenant_id, period)
    )`.execute(db);
  await enableTenantIsolation(db, 'token_usage');
};
