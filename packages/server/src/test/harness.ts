import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { type Gatehouse, startGatehouse } from '../app/start';
import { createApplicationService } from '../applications/service';
import { type Config, loadConfig } from '../platform/config';
import { connectPostgres, type Database, openEmbedded } from '../platform/db/database';
import { managementIndicator } from '../platform/tenancy';

/** The database an integration test file runs on, chosen by its Vitest project. */
export const testDatabaseKind = (process.env.GATEHOUSE_TEST_DATABASE ?? 'embedded') as 'embedded' | 'postgres';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on
 * the TEST_DATABASE_URL server (dropped on close).
 */
export const createTestDatabase = async ({
  fresh = false,
}: {
  /** Not from the run's migrated snapshot or template: for tests of migrating itself. */
  fresh?: boolean;
} = {}): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> => {
  if (testDatabaseKind === 'embedded') {
    const database = await openEmbedded(undefined, {
      initialData: fresh ? undefined : process.env.GATEHOUSE_TEST_EMBEDDED_SNAPSHOT,
    });
    return { database, drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres integration project');
  const name = `gatehouse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // From the run's migrated template when there is one (test/postgres-template.setup.ts).
  const template = fresh ? undefined : process.env.GATEHOUSE_TEST_POSTGRES_TEMPLATE;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 5);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

export type TestGatehouse = Gatehouse & {
  config: Config;
  userUrl: string;
  adminUrl: string;
  databaseUrl: string | undefined;
  /** Delivers pending events and the webhook requests due now, writes pending audit records, so a test reads what happened. */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts a real Gatehouse on free ports over a fresh database.
 *
 * @example
 * const gh = await startTestGatehouse();
 * const response = await fetch(`${gh.userUrl}/api/status`);
 * await gh.stop();
 */
export const startTestGatehouse = async (
  env: Record<string, string> = {},
  shared?: { database: Database; url?: string },
): Promise<TestGatehouse> => {
  const [port, adminPort] = [await freePort(), await freePort()];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-test-'));
  const owned = shared ? undefined : await createTestDatabase();
  const database = shared?.database ?? owned?.database;
  if (!database) throw new Error('no database');
  const databaseUrl = shared?.url ?? owned?.url;
  const config = loadConfig(
    {
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      GATEHOUSE_DATA_DIR: dataDir,
      GATEHOUSE_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: process.env.GATEHOUSE_TEST_LOG_LEVEL ?? 'silent',
      // No network here: the offline breached-password dictionary still applies.
      GATEHOUSE_PWNED_PASSWORDS_URL: '',
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      ...env,
    },
    dataDir,
  );
  const gatehouse = await startGatehouse(config, { database, logger: pino({ level: config.logLevel }) });
  return {
    ...gatehouse,
    config,
    userUrl: config.endpoint,
    adminUrl: config.adminEndpoint,
    databaseUrl,
    settle: async () => {
      await gatehouse.deps.events.drain();
      await gatehouse.deps.hooks.drain();
      await gatehouse.deps.logs.flush();
    },
    stop: async () => {
      await gatehouse.close();
      await owned?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Creates a machine-to-machine app holding the tenant's management API access role (as `m2m create --management`). */
export const createManagementApp = async (gh: Gatehouse, tenantId = 'default', name = 'Test M2M') => {
  const app = await createApplicationService(gh.deps, tenantId).create(
    { name, type: 'MachineToMachine' },
    { management: true },
  );
  if (!app.secret) throw new Error('no secret');
  return { id: app.id, secret: app.secret, resource: managementIndicator(gh.deps.config, tenantId) };
};
