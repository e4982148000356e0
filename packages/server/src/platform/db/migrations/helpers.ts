import { type Kysely, sql } from 'kysely';

/** The non-owner role every tenant transaction switches to, so row-level security applies (DESIGN §3). */
export const tenantRole = 'gatehouse_tenant';

/**
 * Creates the tenant role once per cluster (roles are cluster-wide, so several
 * Gatehouse databases may race to create it) and lets the current user switch to it.
 */
export const ensureTenantRole = async (db: Kysely<unknown>) => {
  await sql`
    do $$
    begin
      if not exists (select 1 from pg_roles where rolname = 'gatehouse_tenant') then
        create role gatehouse_tenant nologin nobypassrls;
      end if;
    exception when duplicate_object or unique_violation then null;
    end $$`.execute(db);
  await sql`
    do $$
    begin
      execute format('grant gatehouse_tenant to %I', current_user);
    exception when others then null;
    end $$`.execute(db);
};

/** Row-level security on tenant_id: rows of other tenants are invisible and unwritable. */
export const enableTenantIsolation = async (db: Kysely<unknown>, table: string) => {
  const name = sql.table(table);
  await sql`alter table ${name} enable row level security`.execute(db);
  await sql`
    create policy tenant_isolation on ${name}
      using (tenant_id = current_setting('app.tenant_id', true))
      with check (tenant_id = current_setting('app.tenant_id', true))`.execute(db);
  await sql`grant select, insert, update, delete on ${name} to gatehouse_tenant`.execute(db);
};
