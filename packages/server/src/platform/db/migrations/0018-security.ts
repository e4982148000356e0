import { type Kysely, sql } from 'kysely';
import { enableTenantIsolation } from './helpers';

/**
 * The security page (issue 18): a tenant's CAPTCHA provider (spec §3 "captcha provider: Turnstile
 * or RecaptchaEnterprise with siteKey, secretKey (and projectId for RecaptchaEnterprise)"), one
 * row per tenant. The secret key is sealed by the SecretBox (platform/secrets.ts) and listed for
 * rotation (platform/secret-rotation.ts). Lockout and blocklist settings live in the sign-in
 * experience's settings; lockout counters in `attempt_limits` (migration 0010).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`
    create table captcha_providers (
      tenant_id text primary key references tenants (id) on delete cascade,
      type text not null check (type in ('Turnstile', 'RecaptchaEnterprise')),
      site_key text not null,
      secret_key text not null,
      project_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((type = 'RecaptchaEnterprise') = (project_id is not null))
    )`.execute(db);
  await enableTenantIsolation(db, 'captcha_providers');
};
