import { type Kysely, sql } from 'kysely';

/**
 * One-round-trip user lookups for the sign-in path (as 0004 does for OIDC
 * storage): the function scopes its statement to the tenant under row-level
 * security and filters by tenant too.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql
    .raw(`
    create function gatehouse_user_find(p_tenant text, p_field text, p_value text)
    returns setof users language plpgsql as $$
    begin
      perform set_config('app.tenant_id', p_tenant, true);
      set local role gatehouse_tenant;
      if p_field = 'id' then
        return query select * from users u where u.tenant_id = p_tenant and u.id = p_value;
      elsif p_field = 'username' then
        return query select * from users u where u.tenant_id = p_tenant and u.username = p_value;
      elsif p_field = 'primary_email' then
        return query select * from users u where u.tenant_id = p_tenant and u.primary_email = p_value;
      elsif p_field = 'primary_phone' then
        return query select * from users u where u.tenant_id = p_tenant and u.primary_phone = p_value;
      else
        raise exception 'unknown lookup field %', p_field;
      end if;
    end $$`)
    .execute(db);
};
