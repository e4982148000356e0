import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from './database';
import { writeInitialDatabase } from './initial-database';
import { migrate } from './migrate';

const temp: string[] = [];
afterAll(() => Promise.all(temp.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

describe('a new embedded data directory from the build’s initial data', () => {
  it('starts from the tarball (migrated, nothing else), and an existing directory ignores it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-initial-'));
    temp.push(dir);
    const tarball = path.join(dir, 'initial.tar');
    await writeInitialDatabase(tarball);

    const dataDir = path.join(dir, 'db');
    const database = await openEmbedded(dataDir, { initialData: tarball });
    // Every migration is there already: migrate finds nothing to do.
    expect(await migrate(database)).toEqual([]);
    expect(await database.system.selectFrom('tenants').select('id').execute()).toEqual([]);
    await database.system.insertInto('systemState').values({ name: 'probe', value: 'kept' }).execute();
    await database.close();

    // The second open keeps what the first wrote: the tarball is for a directory without a database only.
    const reopened = await openEmbedded(dataDir, { initialData: tarball });
    const { rows } = await sql<{ value: string }>`select value from system_state where name = 'probe'`.execute(
      reopened.system,
    );
    expect(rows).toEqual([{ value: 'kept' }]);
    await reopened.close();
  });

  it('starts an in-memory database from the tarball too (as the integration tests do)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-initial-'));
    temp.push(dir);
    const tarball = path.join(dir, 'initial.tar');
    await writeInitialDatabase(tarball);
    const database = await openEmbedded(undefined, { initialData: tarball });
    expect(await migrate(database)).toEqual([]);
    await database.close();
  });

  it('runs initdb as before when the build made no tarball (run from the sources)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-initial-'));
    temp.push(dir);
    const database = await openEmbedded(path.join(dir, 'db'), { initialData: path.join(dir, 'missing.tar') });
    expect((await migrate(database)).length).toBeGreaterThan(10);
    await database.close();
  });
});
