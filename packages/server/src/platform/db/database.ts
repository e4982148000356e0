import fs from 'node:fs/promises';
import path from 'node:path';
import { tenantIdPattern } from '@gatehouse/schemas/tenants';
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
  /** The connection pool itself, for libraries that speak `pg` (rate limits). */
  pool: pg.Pool;
  /** For LISTEN/NOTIFY on PostgreSQL; undefined on the embedded database (one process only). */
  connectionString: string | undefined;
};

/** Work to run once a tenant transaction has committed (afterCommit), by transaction. */
const commitHooks = new WeakMap<object, (() => void)[]>();

/**
 * Runs `hook` once the tenant transaction `trx` commits, never if it rolls back: for what must
 * follow a change but not be part of it (kicking the event outbox, dropping caches).
 *
 * @example
 * afterCommit(trx, () => bus.publish(tenantId, 'applications'));
 */
export const afterCommit = (trx: Trx, hook: () => void) => {
  const hooks = commitHooks.get(trx);
  if (!hooks) throw new Error('afterCommit needs a transaction of withTenant');
  hooks.push(hook);
};

// jsonb payloads (OIDC params, custom data) keep their keys exactly as written.
const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

const wrap = (
  kind: Database['kind'],
  pool: pg.Pool,
  connectionString: string | undefined,
  extraClose = async () => {},
) => {
  const system: Db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), plugins });
  let closing: Promise<void> | undefined;
  const withTenant: Database['withTenant'] = (tenantId, work) => {
    // Inlined below, so only a well-formed tenant id may pass (they are DNS labels; see schemas/tenants).
    if (!tenantIdPattern.test(tenantId)) return Promise.reject(new Error(`Invalid tenant id '${tenantId}'`));
    return system.connection().execute(async (connection) => {
      // One round trip opens the transaction, scopes it to the tenant and drops to the non-owner role
      // (a multi-statement simple query), instead of three: the hot path of every OIDC storage call.
      await sql
        .raw(`begin; select set_config('app.tenant_id', '${tenantId}', true); set local role gatehouse_tenant`)
        .execute(connection);
      const hooks: (() => void)[] = [];
      commitHooks.set(connection, hooks);
      try {
        const result = await work(connection as unknown as Trx); // a connection inside `begin` is the transaction
        await sql.raw('commit').execute(connection);
        // The change is committed whatever a hook does: hooks report their own failures.
        for (const hook of hooks) {
          try {
            hook();
          } catch {}
        }
        return result;
      } catch (error) {
        await sql
          .raw('rollback')
          .execute(connection)
          .catch(() => {});
        throw error;
      }
    });
  };
  const database: Database = {
    kind,
    system,
    withTenant,
    pool,
    connectionString,
    ping: async () => {
      try {
        await sql`select 1`.execute(system);
        return true;
      } catch {
        return false;
      }
    },
    close: () => {
      closing ??= (async () => {
        await system.destroy();
        await extraClose();
      })();
      return closing;
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

export class DatabaseInUseError extends Error {}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database is one process's at a time (PGlite has no shared
 * access), so a second process — a CLI command beside `npm start` — is refused
 * with a clear message instead of corrupting the data.
 */
const lockDataDir = async (dataDir: string) => {
  await fs.mkdir(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(dataDir), 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return async () => {
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await fs.readFile(lockFile, 'utf8').catch(() => ''));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${holder}; stop it first, or use PostgreSQL (DATABASE_URL).`,
        );
      }
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dataDir}.`);
};

/**
 * Opens the embedded database. `dataDir` undefined means in memory (tests). A new data directory, or an
 * in-memory database, starts from `initialData` when given (a tarball of an initialized, migrated one, made
 * by the build or the integration tests' setup: initial-database.ts), which spares PostgreSQL's initdb.
 */
export const openEmbedded = async (
  dataDir: string | undefined,
  options: { initialData?: string } = {},
): Promise<Database & { dumpDataDir: () => Promise<Blob> }> => {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const loadDataDir = options.initialData ? await initialDataFor(dataDir, options.initialData) : undefined;
    const lite = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir });
    const pool = new pg.Pool(createPgConfig(lite) as unknown as pg.PoolConfig); // PGlite's config is pg's, typed apart
    const database = wrap('embedded', pool, undefined, async () => {
      await lite.close();
      await unlock();
    });
    return { ...database, dumpDataDir: () => lite.dumpDataDir('none') };
  } catch (error) {
    await unlock();
    throw error;
  }
};

/** The tarball to start a data directory from: only for one that holds no database yet, and only if built. */
const initialDataFor = async (dataDir: string | undefined, tarball: string) => {
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  if (dataDir && (await exists(path.join(dataDir, 'PG_VERSION')))) return undefined;
  if (!(await exists(tarball))) return undefined;
  return new Blob([await fs.readFile(tarball)]);
};
