import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * The dashboard (spec §2 `dashboard`; issue 19).
 *
 * - `daily_active_users`: one row per user and UTC day they signed in or refreshed a token, with
 *   their sign-ins that day. Written by `gatehouse_user_active` in one round trip (an upsert that does
 *   nothing more on a second refresh). DAU/WAU/MAU count it through its primary key, which leads with
 *   (tenant, day): a window of days is one index range, read index-only for the distinct users.
 *   No foreign key to users: a deleted user still counted as active on the days they were.
 * - `admin_console_configs`: the console's per-tenant settings (`GET|PATCH /api/configs/admin-console`),
 *   today whether the get-started checklist is hidden.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table daily_active_users (
      tenant_id text not null references tenants (id) on delete cascade,
      day date not null,
      user_id text not null,
      sign_ins integer not null default 0,
      primary key (tenant_id, day, user_id)
    )`.execute(db);
  await enableTenantIsolation(db, 'daily_active_users');

  await sql`
    create table admin_console_configs (
      tenant_id text primary key references tenants (id) on delete cascade,
      checklist_hidden boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantIsolation(db, 'admin_console_configs');

  await sql
    .raw(`
    create function gatehouse_user_active(p_tenant text, p_id text, p_day date, p_sign_in boolean)
    returns void language plpgsql as $$
    begin
      perform set_config('app.tenant_id', p_tenant, true);
      set local role gatehouse_tenant;
      insert into daily_active_users (tenant_id, day, user_id, sign_ins)
        values (p_tenant, p_day, p_id, case when p_sign_in then 1 else 0 end)
        on conflict (tenant_id, day, user_id) do update set sign_ins = daily_active_users.sign_ins + 1
        where p_sign_in;
    end $$`)
    .execute(db);
};
