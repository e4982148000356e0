import { sql } from 'kysely';
import type { Db, Trx } from './db/database';
import { type SecretBox, SecretMismatchError } from './secrets';

/** A column holding SecretBox values: its table, and the columns that name a row. */
type SealedColumn = { table: string; column: string; key: readonly string[] };

/** One stored value sealed by the SecretBox, and where it lives. */
type SealedValue = { column: SealedColumn; label: string; row: string[]; value: string };

/**
 * Every column that holds a SecretBox value, read across all tenants (the
 * owner connection is not subject to row-level security) and locked for the
 * transaction. A new encrypted column must be listed here, or a rotation would
 * leave it under the old secret: secret-rotation.test.ts fails when a file
 * outside this list starts calling `box.encrypt`. Null values (public clients,
 * factors without a secret) are skipped.
 */
const sealedColumns: readonly SealedColumn[] = [
  // Signing keys and cookie keys (oidc/keys.ts).
  { table: 'oidc_keys', column: 'value', key: ['tenant_id', 'id'] },
  // The legacy single client secret and the named client secrets (applications/service.ts).
  { table: 'applications', column: 'secret', key: ['tenant_id', 'id'] },
  { table: 'application_secrets', column: 'value', key: ['tenant_id', 'application_id', 'name'] },
  // Connector configs, each sealed whole (connectors/service.ts).
  { table: 'connectors', column: 'config', key: ['tenant_id', 'id'] },
  // Enterprise SSO connectors' configs and SAML service-provider key pairs (enterprise-sso/service.ts).
  { table: 'sso_connectors', column: 'config', key: ['tenant_id', 'id'] },
  { table: 'sso_connectors', column: 'saml_sp_key', key: ['tenant_id', 'id'] },
  // SAML applications' signing private keys (saml-applications/service.ts).
  { table: 'saml_application_secrets', column: 'private_key', key: ['tenant_id', 'id'] },
  // Custom JWT scripts' environment variables, sealed as one JSON object (jwt-customizer/service.ts).
  { table: 'jwt_customizers', column: 'environment_variables', key: ['tenant_id', 'token_type'] },
  // Webhook signing keys (hooks/service.ts).
  { table: 'hooks', column: 'signing_key', key: ['tenant_id', 'id'] },
  // Users' TOTP secrets (mfa/service.ts).
  { table: 'user_mfa_verifications', column: 'secret', key: ['tenant_id', 'id'] },
  // CAPTCHA providers' secret keys (captcha/service.ts).
  { table: 'captcha_providers', column: 'secret_key', key: ['tenant_id'] },
];

const keyColumns = (column: SealedColumn) => sql.join(column.key.map((name) => sql.ref(name)));

/** The column's sealed values, locked until the transaction ends. */
const readSealed = async (trx: Trx, column: SealedColumn): Promise<SealedValue[]> => {
  const { rows } = await sql<{ k: string[]; value: string }>`
    select array[${keyColumns(column)}]::text[] as k, ${sql.ref(column.column)} as value
    from ${sql.table(column.table)} where ${sql.ref(column.column)} is not null for update`.execute(trx);
  const label = `${column.table}.${column.column}`;
  return rows.map((row) => ({ column, label, row: row.k, value: row.value }));
};

const writeSealed = (trx: Trx, { column, row }: SealedValue, value: string) =>
  sql`update ${sql.table(column.table)} set ${sql.ref(column.column)} = ${value}
    where (${keyColumns(column)}) = (${sql.join(row)})`.execute(trx);

/** Nothing was written: a stored value opens with neither the current secret nor the new one. */
export class SecretRotationError extends Error {}

/** What a rotation did: values re-encrypted per table, and values it found already under the new secret. */
export type RotationSummary = { reencrypted: Record<string, number>; alreadyRotated: number };

/**
 * The value sealed under `next`, or undefined when it already is. A value that
 * opens with the new secret is left alone rather than refused, so running the
 * same rotation again completes an interrupted one (the CLI writes the data
 * dir's secret file only after the commit) instead of failing.
 */
const reseal = (item: SealedValue, current: SecretBox, next: SecretBox): string | undefined => {
  try {
    return next.encrypt(current.decrypt(item.value));
  } catch (error) {
    if (!(error instanceof SecretMismatchError)) throw error;
  }
  try {
    next.decrypt(item.value);
    return undefined;
  } catch {
    throw new SecretRotationError(
      `Nothing was re-encrypted: ${item.label} ${item.row.join('/')} does not decrypt with the current secret. Run the rotation with the secret the data was encrypted with.`,
    );
  }
};

/**
 * Re-encrypts every stored secret from `current` to `next` in one transaction:
 * all of them or none. Every value is decrypted before the first write, so a
 * wrong current secret aborts with nothing written (and the rollback would
 * undo any write anyway). Instances still running with the old secret can no
 * longer read these values once this commits: stop them first.
 *
 * @example
 * const summary = await rotateSecret(database.system, createSecretBox(old), createSecretBox(fresh));
 */
export const rotateSecret = (db: Db, current: SecretBox, next: SecretBox): Promise<RotationSummary> =>
  db.transaction().execute(async (trx) => {
    const values: SealedValue[] = [];
    for (const column of sealedColumns) values.push(...(await readSealed(trx, column)));
    const plan = values.map((item) => ({ item, resealed: reseal(item, current, next) }));
    const summary: RotationSummary = { reencrypted: {}, alreadyRotated: 0 };
    for (const { item, resealed } of plan) {
      if (resealed === undefined) {
        summary.alreadyRotated += 1;
        continue;
      }
      await writeSealed(trx, item, resealed);
      summary.reencrypted[item.label] = (summary.reencrypted[item.label] ?? 0) + 1;
    }
    return summary;
  });
