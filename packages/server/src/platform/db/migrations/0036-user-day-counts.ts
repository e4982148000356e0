import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * The dashboard's total and new users at a million users (issue 19): `daily_new_user_counts` holds, per
 * tenant and UTC day of `users.created_at`, how many of the tenant's users were created that day. The
 * total is the sum of the tenant's rows (one per day a user was created), new users the sum of 14 of
 * them: reads that do not grow with the users.
 *
 * Triggers on `users` keep it exact, whoever writes (the tenant role under row-level security, the
 * owner's bulk loads): inserts and deletes are counted per **statement** from its transition table —
 * one upsert per (tenant, day) however many rows, so an import or a bulk load costs one aggregate —
 * and the day rows are locked in ascending (tenant, day) order, so concurrent statements queue on a
 * day's row but cannot deadlock each other. A registration locks only today's row, until it commits.
 * Updates of `tenant_id` or `created_at` (rare) move the count row by row; other updates do not fire.
 * A deleted tenant's rows go with it (foreign key); a deletion only decrements rows that exist, so the
 * cascade from `tenants` never recreates them. `truncate users` empties the table.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table daily_new_user_counts (
      tenant_id text not null references tenants (id) on delete cascade,
      day date not null,
      users integer not null,
      primary key (tenant_id, day)
    )`.execute(db);
  await enableTenantIsolation(db, 'daily_new_user_counts');

  await sql
    .raw(`
    create function gatehouse_users_counted() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into daily_new_user_counts as c (tenant_id, day, users)
        select tenant_id, (created_at at time zone 'UTC')::date, count(*)
        from new_rows group by 1, 2 order by 1, 2
        on conflict (tenant_id, day) do update set users = c.users + excluded.users;
      elsif tg_op = 'DELETE' then
        update daily_new_user_counts c set users = c.users - gone.users
        from (
          select tenant_id, (created_at at time zone 'UTC')::date as day, count(*) as users
          from old_rows group by 1, 2
        ) gone
        where c.tenant_id = gone.tenant_id and c.day = gone.day;
      elsif tg_op = 'UPDATE' then
        update daily_new_user_counts set users = users - 1
          where tenant_id = old.tenant_id and day = (old.created_at at time zone 'UTC')::date;
        insert into daily_new_user_counts as c (tenant_id, day, users)
          values (new.tenant_id, (new.created_at at time zone 'UTC')::date, 1)
          on conflict (tenant_id, day) do update set users = c.users + 1;
      else
        delete from daily_new_user_counts;
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`
    create trigger users__counted_insert after insert on users
      referencing new table as new_rows for each statement execute function gatehouse_users_counted()`.execute(db);
  await sql`
    create trigger users__counted_delete after delete on users
      referencing old table as old_rows for each statement execute function gatehouse_users_counted()`.execute(db);
  await sql`
    create trigger users__counted_move after update of tenant_id, created_at on users for each row
      when (old.tenant_id is distinct from new.tenant_id or old.created_at is distinct from new.created_at)
      execute function gatehouse_users_counted()`.execute(db);
  await sql`
    create trigger users__counted_truncate after truncate on users
      for each statement execute function gatehouse_users_counted()`.execute(db);

  await sql
    .raw(`
    create function gatehouse_recount_new_users() returns void language sql as $$
      lock table users in share mode;
      delete from daily_new_user_counts;
      insert into daily_new_user_counts (tenant_id, day, users)
      select tenant_id, (created_at at time zone 'UTC')::date, count(*) from users group by 1, 2;
    $$`)
    .execute(db);
  // Upgrades show the same numbers: the users created so far.
  await sql`select gatehouse_recount_new_users()`.execute(db);
};
