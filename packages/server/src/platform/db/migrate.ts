import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './database';
import * as m0001 from './migrations/0001-foundation';
import * as m0002 from './migrations/0002-rate-limits';
import * as m0003 from './migrations/0003-experience';
import * as m0004 from './migrations/0004-oidc-storage-functions';
import * as m0005 from './migrations/0005-user-lookup-function';
import * as m0006 from './migrations/0006-user-sign-in-function';
import * as m0007 from './migrations/0007-user-search';
import * as m0008 from './migrations/0008-third-party-applications';
import * as m0009 from './migrations/0009-organizations';
import * as m0010 from './migrations/0010-attempt-limits';
import * as m0011 from './migrations/0011-events';
import * as m0012 from './migrations/0012-log-errors';
import * as m0013 from './migrations/0013-connectors';
import * as m0014 from './migrations/0014-custom-phrases';
import * as m0015 from './migrations/0015-account-center';
import * as m0016 from './migrations/0016-system-state';
import * as m0017 from './migrations/0017-mfa';
import * as m0018 from './migrations/0018-security';
import * as m0019 from './migrations/0019-dashboard';
import * as m0020 from './migrations/0020-hooks';
import * as m0021 from './migrations/0021-jwt-customizer';
import * as m0022 from './migrations/0022-drop-user-mfa-column';
import * as m0023 from './migrations/0023-webauthn';
import * as m0024 from './migrations/0024-enterprise-sso';
import * as m0025 from './migrations/0025-saml-sso';
import * as m0026 from './migrations/0026-saml-applications';
import * as m0027 from './migrations/0027-sso-idp-initiated';
import * as m0028 from './migrations/0028-plans';
import * as m0029 from './migrations/0029-sso-connection-tests';
import * as m0031 from './migrations/0031-account-webauthn';
import * as m0032 from './migrations/0032-saml-signed-authn-requests';
import * as m0033 from './migrations/0033-active-user-counts';
import * as m0035 from './migrations/0035-one-round-trip-writes';
import * as m0036 from './migrations/0036-user-day-counts';

/** Forward-only migrations, in order. Add new ones at the end; never edit a shipped one. */
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-rate-limits': m0002,
  '0003-experience': m0003,
  '0004-oidc-storage-functions': m0004,
  '0005-user-lookup-function': m0005,
  '0006-user-sign-in-function': m0006,
  '0007-user-search': m0007,
  '0008-third-party-applications': m0008,
  '0009-organizations': m0009,
  '0010-attempt-limits': m0010,
  '0011-events': m0011,
  '0012-log-errors': m0012,
  '0013-connectors': m0013,
  '0014-custom-phrases': m0014,
  '0015-account-center': m0015,
  '0016-system-state': m0016,
  '0019-dashboard': m0019,
  '0021-jwt-customizer': m0021,
  '0022-drop-user-mfa-column': m0022,
  '0020-hooks': m0020,
  '0017-mfa': m0017,
  '0018-security': m0018,
  '0023-webauthn': m0023,
  '0024-enterprise-sso': m0024,
  '0025-saml-sso': m0025,
  '0026-saml-applications': m0026,
  '0027-sso-idp-initiated': m0027,
  '0028-plans': m0028,
  '0029-sso-connection-tests': m0029,
  '0031-account-webauthn': m0031,
  '0032-saml-signed-authn-requests': m0032,
  '0033-active-user-counts': m0033,
  '0035-one-round-trip-writes': m0035,
  '0036-user-day-counts': m0036,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** One query instead of the migrator's table checks and lock when every migration has run (most starts). */
const upToDate = async (database: Database) => {
  const applied = await sql<{ name: string }>`select name from gatehouse_migrations`
    .execute(database.system)
    .catch(() => undefined);
  if (!applied) return false;
  const names = new Set(applied.rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => names.has(name));
};

/**
 * Applies pending migrations. Kysely's Postgres adapter takes a transaction-level
 * advisory lock first, so instances starting together migrate once.
 */
export const migrate = async (database: Database) => {
  if (await upToDate(database)) return [];
  const migrator = new Migrator({
    db: database.system,
    provider,
    migrationTableName: 'gatehouse_migrations',
    migrationLockTableName: 'gatehouse_migrations_lock',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : error}`,
      {
        cause: error,
      },
    );
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
