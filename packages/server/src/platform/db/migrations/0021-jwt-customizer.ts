import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * Custom JWT claims (issue 19): one script per tenant and token type (`access-token`,
 * `client-credentials`). The environment variables are one SecretBox-sealed JSON document
 * (platform/secrets.ts), listed for rotation in platform/secret-rotation.ts.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table jwt_customizers (
      tenant_id text not null references tenants (id) on delete cascade,
      token_type text not null check (token_type in ('access-token', 'client-credentials')),
      script text not null,
      environment_variables text not null,
      context_sample jsonb,
      token_sample jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (tenant_id, token_type)
    )`.execute(db);
  await enableTenantIsolation(db, 'jwt_customizers');
};
