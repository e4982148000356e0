import fs from 'node:fs/promises';
import path from 'node:path';
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';

export type Db = Kysely<DatabaseSchema>;
export type Trx = Transaction<DatabaseSchema>;

/**
 * One handle over either database (DESIGN §3, §9): PGlite through its
 * node-postgres adapter (a pool of one connection) or PostgreSQL through `pg`,
 * both behind Kysely's PostgresDialect.
 */
export type Database = {
  kind: 'embedded' | 'postgres';
  /**
   * The owner connection. It bypasses row-level security, so it is only for
   * work that is not about one tenant: migrations, the tenants table, seeding.
   */
  system: Db;
  /**
   * Runs `work` in a transaction that sees only `tenantId`'s rows: it switches
   * to the non-owner role and sets `app.tenant_id` for the transaction alone.
   *
   * @example
   * const apps = await db.withTenant('default', (trx) => trx.selectFrom('applications').selectAll().execute());
   */
  withTenant: <T>(tenantId: string, work: (trx: Trx) => Promise<T>) => Promise<T>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /** For LISTEN/NOTIFY on PostgreSQL; undefined on the embedded database (one process only). */
  connectionString: string | undefined;
};

const plugins = [new CamelCasePlugin()];

const wrap = (
  kind: Database['kind'],
  pool: pg.Pool,
  connectionString: string | undefined,
  extraClose = async () => {},
) => {
  const system: Db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), plugins });
  const withTenant: Database['withTenant'] = (tenantId, work) =>
    system.transaction().execute(async (trx) => {
      await sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', 'gatehouse_tenant', true)`.execute(
        trx,
      );
      return work(trx);
    });
  const database: Database = {
    kind,
    system,
    withTenant,
    connectionString,
    ping: async () => {
      try {
        await sql`select 1`.execute(system);
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await system.destroy();
      await extraClose();
    },
  };
  return database;
};

export const connectPostgres = (connectionString: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return wrap('postgres', pool, connectionString);
};

/**
 * Opens the embedded database. `dataDir` undefined means in memory (tests).
 */
export const openEmbedded = async (dataDir: string | undefined): Promise<Database> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const lite = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm } });
  const pool = new pg.Pool(createPgConfig(lite) as unknown as pg.PoolConfig);
  return wrap('embedded', pool, undefined, async () => {
    await lite.close();
  });
};
