import { type Kysely, sql } from 'kysely';

/**
 * OIDC storage in one round trip per operation, row-level security kept.
 *
 * Each function scopes its own statement to the tenant (app.tenant_id and the
 * non-owner role, both local to the transaction — for a lone call, the
 * statement) and then runs a query that also filters by tenant. A call costs
 * one round trip instead of the three of begin/scope/commit around a query;
 * the token and sign-in paths make dozens of these calls.
 */
export const up = async (db: Kysely<unknown>) => {
  const scope = `perform set_config('app.tenant_id', p_tenant, true); set local role gatehouse_tenant;`;

  await sql
    .raw(`
    create function gatehouse_oidc_find(p_tenant text, p_model text, p_field text, p_value text)
    returns table (payload jsonb, consumed_at timestamptz) language plpgsql as $$
    begin
      ${scope}
      if p_field = 'id' then
        return query select m.payload, m.consumed_at from oidc_model_instances m
          where m.tenant_id = p_tenant and m.model_name = p_model and m.id = p_value and m.expires_at > now();
      elsif p_field in ('uid', 'userCode') then
        return query select m.payload, m.consumed_at from oidc_model_instances m
          where m.tenant_id = p_tenant and m.model_name = p_model and m.payload ->> p_field = p_value
            and m.expires_at > now()
          limit 1;
      else
        raise exception 'unknown lookup field %', p_field;
      end if;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function gatehouse_oidc_upsert(p_tenant text, p_model text, p_id text, p_payload jsonb, p_expires_at timestamptz)
    returns void language plpgsql as $$
    begin
      ${scope}
      insert into oidc_model_instances (tenant_id, model_name, id, payload, expires_at)
        values (p_tenant, p_model, p_id, p_payload, p_expires_at)
        on conflict (tenant_id, model_name, id) do update set payload = excluded.payload, expires_at = excluded.expires_at;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function gatehouse_oidc_consume(p_tenant text, p_model text, p_id text)
    returns void language plpgsql as $$
    begin
      ${scope}
      update oidc_model_instances set consumed_at = now()
        where tenant_id = p_tenant and model_name = p_model and id = p_id;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function gatehouse_oidc_destroy(p_tenant text, p_model text, p_id text)
    returns void language plpgsql as $$
    begin
      ${scope}
      delete from oidc_model_instances where tenant_id = p_tenant and model_name = p_model and id = p_id;
    end $$`)
    .execute(db);

  await sql
    .raw(`
    create function gatehouse_oidc_revoke_grant(p_tenant text, p_grant_id text)
    returns void language plpgsql as $$
    begin
      ${scope}
      delete from oidc_model_instances where tenant_id = p_tenant and payload ->> 'grantId' = p_grant_id;
    end $$`)
    .execute(db);
};
