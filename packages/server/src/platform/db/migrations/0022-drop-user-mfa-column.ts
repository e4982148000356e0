import { type Kysely, sql } from 'kysely';

/**
 * Drops `users.mfa_verifications` (0001), unused since second factors live in
 * `user_mfa_verifications` (0017). PostgreSQL only marks a dropped column as gone, so this
 * rewrites no user row. `users_in_tenant` (0007, `select *`) names every column, so it is made
 * again around the drop, as 0007 made it.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`drop view users_in_tenant`.execute(db);
  await sql`alter table users drop column mfa_verifications`.execute(db);
  await sql`
    create view users_in_tenant as
      select * from users where tenant_id = current_setting('app.tenant_id', true)`.execute(db);
  await sql`grant select on users_in_tenant to gatehouse_tenant`.execute(db);
};
