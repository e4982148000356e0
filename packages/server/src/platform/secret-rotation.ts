import type { Db, Trx } from './db/database';
import { type SecretBox, SecretMismatchError } from './secrets';

/** One stored value sealed by the SecretBox, and how to write its replacement. */
type SealedValue = {
  table: string;
  row: string;
  value: string;
  update: (trx: Trx, value: string) => Promise<unknown>;
};

/**
 * Every column that holds a SecretBox value, read across all tenants (the
 * owner connection is not subject to row-level security) and locked for the
 * transaction. A new encrypted column must be listed here, or a rotation would
 * leave it under the old secret: secret-rotation.test.ts fails when a file
 * outside this list starts calling `box.encrypt`.
 */
const sealedColumns: Array<(trx: Trx) => Promise<SealedValue[]>> = [
  // Signing keys and cookie keys (oidc/keys.ts).
  async (trx) =>
    (await trx.selectFrom('oidcKeys').select(['tenantId', 'id', 'value']).forUpdate().execute()).map((row) => ({
      table: 'oidc_keys',
      row: `${row.tenantId}/${row.id}`,
      value: row.value,
      update: (trx, value) =>
        trx
          .updateTable('oidcKeys')
          .set({ value })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // The legacy single client secret (applications/service.ts); null for public clients.
  async (trx) =>
    (
      await trx
        .selectFrom('applications')
        .select(['tenantId', 'id', 'secret'])
        .where('secret', 'is not', null)
        .forUpdate()
        .execute()
    ).map((row) => ({
      table: 'applications',
      row: `${row.tenantId}/${row.id}`,
      value: row.secret ?? '',
      update: (trx, secret) =>
        trx
          .updateTable('applications')
          .set({ secret })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // Named client secrets (applications/service.ts).
  async (trx) =>
    (
      await trx
        .selectFrom('applicationSecrets')
        .select(['tenantId', 'applicationId', 'name', 'value'])
        .forUpdate()
        .execute()
    ).map((row) => ({
      table: 'application_secrets',
      row: `${row.tenantId}/${row.applicationId}/${row.name}`,
      value: row.value,
      update: (trx, value) =>
        trx
          .updateTable('applicationSecrets')
          .set({ value })
          .where('tenantId', '=', row.tenantId)
          .where('applicationId', '=', row.applicationId)
          .where('name', '=', row.name)
          .execute(),
    })),
  // Connector configs, each sealed whole (connectors/service.ts).
  async (trx) =>
    (await trx.selectFrom('connectors').select(['tenantId', 'id', 'config']).forUpdate().execute()).map((row) => ({
      table: 'connectors',
      row: `${row.tenantId}/${row.id}`,
      value: row.config,
      update: (trx, config) =>
        trx
          .updateTable('connectors')
          .set({ config })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // Enterprise SSO connectors' configs, each sealed whole (enterprise-sso/service.ts).
  async (trx) =>
    (await trx.selectFrom('ssoConnectors').select(['tenantId', 'id', 'config']).forUpdate().execute()).map((row) => ({
      table: 'sso_connectors',
      row: `${row.tenantId}/${row.id}`,
      value: row.config,
      update: (trx, config) =>
        trx
          .updateTable('ssoConnectors')
          .set({ config })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // SAML connectors' service-provider key pairs, for encrypted assertions (enterprise-sso/service.ts).
  async (trx) =>
    (
      await trx
        .selectFrom('ssoConnectors')
        .select(['tenantId', 'id', 'samlSpKey'])
        .where('samlSpKey', 'is not', null)
        .forUpdate()
        .execute()
    ).map((row) => ({
      table: 'sso_connectors.saml_sp_key',
      row: `${row.tenantId}/${row.id}`,
      value: row.samlSpKey ?? '',
      update: (trx, samlSpKey) =>
        trx
          .updateTable('ssoConnectors')
          .set({ samlSpKey })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // SAML applications' signing private keys (saml-applications/service.ts).
  async (trx) =>
    (await trx.selectFrom('samlApplicationSecrets').select(['tenantId', 'id', 'privateKey']).forUpdate().execute()).map(
      (row) => ({
        table: 'saml_application_secrets',
        row: `${row.tenantId}/${row.id}`,
        value: row.privateKey,
        update: (trx, privateKey) =>
          trx
            .updateTable('samlApplicationSecrets')
            .set({ privateKey })
            .where('tenantId', '=', row.tenantId)
            .where('id', '=', row.id)
            .execute(),
      }),
    ),
  // Custom JWT scripts' environment variables, sealed as one JSON object (jwt-customizer/service.ts).
  async (trx) =>
    (
      await trx
        .selectFrom('jwtCustomizers')
        .select(['tenantId', 'tokenType', 'environmentVariables'])
        .forUpdate()
        .execute()
    ).map((row) => ({
      table: 'jwt_customizers',
      row: `${row.tenantId}/${row.tokenType}`,
      value: row.environmentVariables,
      update: (trx, environmentVariables) =>
        trx
          .updateTable('jwtCustomizers')
          .set({ environmentVariables })
          .where('tenantId', '=', row.tenantId)
          .where('tokenType', '=', row.tokenType)
          .execute(),
    })),
  // Webhook signing keys (hooks/service.ts).
  async (trx) =>
    (await trx.selectFrom('hooks').select(['tenantId', 'id', 'signingKey']).forUpdate().execute()).map((row) => ({
      table: 'hooks',
      row: `${row.tenantId}/${row.id}`,
      value: row.signingKey,
      update: (trx, signingKey) =>
        trx
          .updateTable('hooks')
          .set({ signingKey })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // Users' TOTP secrets (mfa/service.ts).
  async (trx) =>
    (
      await trx
        .selectFrom('userMfaVerifications')
        .select(['tenantId', 'id', 'secret'])
        .where('secret', 'is not', null)
        .forUpdate()
        .execute()
    ).map((row) => ({
      table: 'user_mfa_verifications',
      row: `${row.tenantId}/${row.id}`,
      value: row.secret ?? '',
      update: (trx, secret) =>
        trx
          .updateTable('userMfaVerifications')
          .set({ secret })
          .where('tenantId', '=', row.tenantId)
          .where('id', '=', row.id)
          .execute(),
    })),
  // CAPTCHA providers' secret keys (captcha/service.ts).
  async (trx) =>
    (await trx.selectFrom('captchaProviders').select(['tenantId', 'secretKey']).forUpdate().execute()).map((row) => ({
      table: 'captcha_providers',
      row: row.tenantId,
      value: row.secretKey,
      update: (trx, secretKey) =>
        trx.updateTable('captchaProviders').set({ secretKey }).where('tenantId', '=', row.tenantId).execute(),
    })),
];

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
      `Nothing was re-encrypted: ${item.table} ${item.row} does not decrypt with the current secret. Run the rotation with the secret the data was encrypted with.`,
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
    for (const read of sealedColumns) values.push(...(await read(trx)));
    const plan = values.map((item) => ({ item, resealed: reseal(item, current, next) }));
    const summary: RotationSummary = { reencrypted: {}, alreadyRotated: 0 };
    for (const { item, resealed } of plan) {
      if (resealed === undefined) {
        summary.alreadyRotated += 1;
        continue;
      }
      await item.update(trx, resealed);
      summary.reencrypted[item.table] = (summary.reencrypted[item.table] ?? 0) + 1;
    }
    return summary;
  });
