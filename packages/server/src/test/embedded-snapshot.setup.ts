import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeInitialDatabase } from '../platform/db/initial-database';

/**
 * Vitest global setup of the embedded integration tests: initdb and the migrations run once per run,
 * not once per test file (seconds each), and every file's in-memory database loads their result.
 */
export default async function setup() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-embedded-snapshot-'));
  const tarball = path.join(dir, 'initial-database.tar');
  await writeInitialDatabase(tarball);
  // Read by createTestDatabase in the test workers, which inherit this environment.
  process.env.GATEHOUSE_TEST_EMBEDDED_SNAPSHOT = tarball;
  return () => fs.rm(dir, { recursive: true, force: true });
}
