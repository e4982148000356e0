import { type Kysely, sql } from 'kysely';

/** Records a sign-in in one round trip (as 0005 reads users), under row-level security. */
export const up = async (db: Kysely<unknown>) => {
  await sql
    .raw(`
    create function gatehouse_user_signed_in(p_tenant text, p_id text)
    returns void language plpgsql as $$
    begin
      perform set_config('app.tenant_id', p_tenant, true);
      set local role gatehouse_tenant;
      update users set last_sign_in_at = now(), updated_at = now() where tenant_id = p_tenant and id = p_id;
    end $$`)
    .execute(db);
};
