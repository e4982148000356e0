/**
 * Build step (packages/server/build.mjs): writes the tarball of an embedded data directory that is
 * initialized and migrated, holding no tenant, key or secret — those are made at the first start. A first
 * start loads it instead of running initdb (see openEmbedded).
 *
 * Usage: node dist/server/initial-database.js <output.tar>
 */
import { writeFile } from 'node:fs/promises';
import { openEmbedded } from './database';
import { migrate } from './migrate';

const output = process.argv[2];
if (!output) throw new Error('usage: initial-database <output.tar>');
const database = await openEmbedded(undefined);
await migrate(database);
const tarball = await database.dumpDataDir();
await database.close();
await writeFile(output, Buffer.from(await tarball.arrayBuffer()));
