/**
 * Build step (packages/server/build.mjs): writes the tarball of an embedded data directory that is
 * initialized and migrated, holding no tenant, key or secret — those are made at the first start. A first
 * start loads it instead of running initdb (see openEmbedded). The integration tests start every
 * in-memory database from one such tarball too (test/embedded-snapshot.setup.ts).
 *
 * Usage: node dist/server/initial-database.js <output.tar>
 */
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { openEmbedded } from './database';
import { migrate } from './migrate';

/** Writes the tarball of a fresh, migrated embedded database to `output`. */
export const writeInitialDatabase = async (output: string) => {
  const database = await openEmbedded(undefined);
  await migrate(database);
  const tarball = await database.dumpDataDir();
  await database.close();
  await writeFile(output, Buffer.from(await tarball.arrayBuffer()));
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const output = process.argv[2];
  if (!output) throw new Error('usage: initial-database <output.tar>');
  await writeInitialDatabase(output);
}
