import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * The dashboard's active users at a million users (issue 19): a rollup of `daily_active_users` whose
 * reads do not grow with the users, exact for any window of up to 30 days ending on any day.
 *
 * `daily_active_user_counts` holds one row per tenant and UTC day: the day's sign-ins, and its active
 * users split by their **gap** — days since the same user's previous active day — in `users_by_gap`:
 * element g (1..29) counts users whose previous active day was g days before, element 30 those whose
 * previous one was 30 or more days before, or who were never active before.
 *
 * Why gaps: a user active in the window [from, to] is counted once, on their first active day in it —
 * the day whose previous active day is before `from`, i.e. whose gap exceeds `day - from`. So
 *
 *   distinct active users in [from, to] = Σ over days d in [from, to] of users_by_gap[g] for g > d - from
 *
 * Every window of at most 30 days has `d - from` ≤ 29, so gaps of 30 and more never need telling apart.
 * DAU, WAU, MAU and the windows before them (60 days) read 60 rows, whatever the number of users;
 * past windows need no cache (and no write on a read), and stay exact when asked for any `date`.
 *
 * `gatehouse_user_active` keeps it in step, still in one round trip. A user's first activity of a day
 * probes their previous active day in the 29 days before (one primary-key scan of 29 keys) and, when activity is
 * recorded for a day before one already recorded (a clock moved back, a late write), the next active day
 * in the 29 after, whose gap shrinks. A transaction-level advisory lock per user serializes those
 * probes for one user, so concurrent writes for the same user on different days cannot both miss each
 * other; other users only meet on the day's counter row, which is locked in ascending day order.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table daily_active_user_counts (
      tenant_id text not null references tenants (id) on delete cascade,
      day date not null,
      users_by_gap integer[] not null default array_fill(0, array[30]),
      sign_ins integer not null default 0,
      primary key (tenant_id, day)
    )`.execute(db);
  await enableTenantIsolation(db, 'daily_active_user_counts');

  await sql
    .raw(`
    create or replace function gatehouse_user_active(p_tenant text, p_id text, p_day date, p_sign_in boolean)
    returns void language plpgsql as $$
    declare
      v_sign_ins integer := case when p_sign_in then 1 else 0 end;
      v_previous date;
      v_next date;
      v_gap integer;
      v_next_gap integer;
      v_days_before date[] := array(select p_day - n from generate_series(1, 29) n);
      v_days_after date[] := array(select p_day + n from generate_series(1, 29) n);
    begin
      perform set_config('app.tenant_id', p_tenant, true);
      set local role gatehouse_tenant;
      insert into daily_active_users (tenant_id, day, user_id, sign_ins)
        values (p_tenant, p_day, p_id, v_sign_ins)
        on conflict (tenant_id, day, user_id) do nothing;
      if not found then
        -- Active already that day: only a sign-in adds to it.
        if p_sign_in then
          update daily_active_users set sign_ins = sign_ins + 1
            where tenant_id = p_tenant and day = p_day and user_id = p_id;
          update daily_active_user_counts set sign_ins = sign_ins + 1
            where tenant_id = p_tenant and day = p_day;
        end if;
        return;
      end if;

      perform pg_advisory_xact_lock(hashtextextended('gatehouse_user_active:' || p_tenant || ':' || p_id, 0));
      -- The days as constants: under row-level security a join on "p_day - n" (not leakproof) is not
      -- pushed into the index, and each probe became a scan of every row (seen at a million users).
      select max(day) into v_previous from daily_active_users
        where tenant_id = p_tenant and user_id = p_id and day = any(v_days_before);
      select min(day) into v_next from daily_active_users
        where tenant_id = p_tenant and user_id = p_id and day = any(v_days_after);
      v_gap := coalesce(p_day - v_previous, 30);
      -- Both probes come first: the day's counter row, shared by the tenant's users, is locked from here to commit.
      insert into daily_active_user_counts as c (tenant_id, day, users_by_gap, sign_ins)
        values (p_tenant, p_day, array_fill(0, array[v_gap - 1]) || 1 || array_fill(0, array[30 - v_gap]), v_sign_ins)
        on conflict (tenant_id, day) do update
          set users_by_gap[v_gap] = c.users_by_gap[v_gap] + 1, sign_ins = c.sign_ins + v_sign_ins;

      if v_next is not null then
        -- The next active day's previous one is now p_day: it moves from its old gap to a shorter one.
        v_next_gap := least(coalesce(v_next - v_previous, 30), 30);
        update daily_active_user_counts
          set users_by_gap[v_next_gap] = users_by_gap[v_next_gap] - 1,
              users_by_gap[v_next - p_day] = users_by_gap[v_next - p_day] + 1
          where tenant_id = p_tenant and day = v_next;
      end if;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function gatehouse_recount_active_users() returns void language sql as $$
      lock table daily_active_users in share mode;
      delete from daily_active_user_counts;
      insert into daily_active_user_counts (tenant_id, day, users_by_gap, sign_ins)
      select tenant_id, day,
             array(select coalesce((per_gap ->> g::text)::integer, 0) from generate_series(1, 30) g order by g),
             sign_ins
      from (
        select tenant_id, day, jsonb_object_agg(gap, users) as per_gap, sum(sign_ins)::integer as sign_ins
        from (
          select tenant_id, day, gap, count(*) as users, sum(sign_ins) as sign_ins
          from (
            select tenant_id, day, sign_ins,
                   least(coalesce(day - lag(day) over (partition by tenant_id, user_id order by day), 30), 30) as gap
            from daily_active_users
          ) gaps
          group by tenant_id, day, gap
        ) counts
        group by tenant_id, day
      ) days;
    $$`)
    .execute(db);
  // Upgrades show the same numbers: the rollup of the activity recorded so far.
  await sql`select gatehouse_recount_active_users()`.execute(db);
};
