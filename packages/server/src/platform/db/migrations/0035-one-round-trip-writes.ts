import { type Kysely, sql } from 'kysely';

/**
 * One-round-trip writes for the sign-in path (as 0004–0006 read and stamp): the audit log writer's
 * batch and an event emitted on its own (a sign-in's PostSignIn) cost `begin; set_config; set role`,
 * the insert and `commit` — three round trips — through `withTenant`. These functions scope the
 * statement to the tenant under row-level security the same way, in one.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql
    .raw(`
    create function gatehouse_logs_insert(
      p_tenant text, p_ids text[], p_keys text[], p_payloads jsonb[], p_created timestamptz[]
    ) returns void language plpgsql as $$
    begin
      perform set_config('app.tenant_id', p_tenant, true);
      set local role gatehouse_tenant;
      insert into logs (tenant_id, id, key, payload, created_at)
      select p_tenant, record.id, record.key, record.payload, record.created_at
      from unnest(p_ids, p_keys, p_payloads, p_created) as record (id, key, payload, created_at);
    end $$`)
    .execute(db);
  await sql
    .raw(`
    create function gatehouse_event_emit(p_tenant text, p_id text, p_event text, p_payload jsonb)
    returns void language plpgsql as $$
    begin
      perform set_config('app.tenant_id', p_tenant, true);
      set local role gatehouse_tenant;
      insert into events (tenant_id, id, event, payload) values (p_tenant, p_id, p_event, p_payload);
    end $$`)
    .execute(db);
};
