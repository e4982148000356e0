import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';

const admin = async <T>(base: string, task: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
};

/**
 * Vitest global setup of the PostgreSQL integration tests: the migrations run once per run, into a
 * template database, and every file's database is created from it (CREATE DATABASE … TEMPLATE) instead of
 * migrating its own (seconds each).
 */
export default async function setup() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const name = `gatehouse_template_${randomBytes(6).toString('hex')}`;
  await admin(base, (client) => client.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), 1);
  try {
    await migrate(database);
  } finally {
    // A template takes no connection while databases are created from it.
    await database.close();
  }
  // Read by createTestDatabase in the test workers, which inherit this environment.
  process.env.GATEHOUSE_TEST_POSTGRES_TEMPLATE = name;
  return () => admin(base, (client) => client.query(`drop database if exists ${name} with (force)`));
}
