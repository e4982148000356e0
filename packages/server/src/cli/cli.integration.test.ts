import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../app/start';
import { loadConfig } from '../platform/config';
import { createTestDatabase, freePort, testDatabaseKind } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

type Run = { code: number | null; stdout: string; stderr: string };

const run = (script: string, args: string[], env: Record<string, string>) =>
  new Promise<Run>((resolve) => {
    const child = spawn(tsx, [script, ...args], { cwd: serverDir, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

const cli = (args: string[], env: Record<string, string>) => run('src/cli/main.ts', args, env);

/** Starts `src/main.ts` (what `npm start` runs) and resolves once it printed its endpoints. */
const startServer = (env: Record<string, string>) =>
  new Promise<{ child: ChildProcess; output: string }>((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts'], { cwd: serverDir, env: { ...process.env, ...env } });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Admin endpoint')) {
        clearTimeout(timer);
        resolve({ child, output });
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** npm start stopped with exit code 1 and one stderr line naming `variable`, no stack trace. */
const expectOneLineNaming = (result: Run, variable: string) => {
  expect(result.code).toBe(1);
  const lines = result.stderr
    .trim()
    .split('\n')
    .filter((line) => !line.includes('oidc-provider WARNING'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(variable);
  expect(result.stderr).not.toMatch(/\n\s+at /);
};

describe('bootstrap CLI and npm start', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-cli-'));
    env = { GATEHOUSE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (testDatabaseKind === 'postgres') {
      // A database never migrated: the first test migrates it.
      const database = await createTestDatabase({ fresh: true });
      await database.database.close();
      env.DATABASE_URL = database.url ?? '';
      drop = database.drop;
    }
  });
  afterAll(async () => {
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('migrates a fresh database once, then reports it up to date', async () => {
    const first = await cli(['db', 'migrate'], env);
    expect(first.stderr).not.toMatch(/Error/);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Applied: 0001-foundation');
    const second = await cli(['db', 'migrate'], env);
    expect(second.stdout).toContain('Database is up to date.');
  });

  it('seeds idempotently and lists the admin and default tenants', async () => {
    const first = await cli(['db', 'seed'], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Seeded:');
    const again = await cli(['db', 'seed'], env);
    expect(again.stdout).toContain('nothing to do');
    const list = await cli(['tenant', 'list'], env);
    const tenants = JSON.parse(list.stdout) as Array<{ id: string; tag: string; regionName: string }>;
    expect(tenants.map((tenant) => tenant.id).sort()).toEqual(['admin', 'default']);
    expect(tenants[0]).toMatchObject({ tag: 'production', regionName: 'EU' });
  });

  it('creates a management M2M app whose credentials work against the started server', async () => {
    const created = await cli(['m2m', 'create', '--tenant', 'default', '--name', 'Terraform', '--management'], env);
    expect(created.code, created.stderr).toBe(0);
    const lines = created.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const credentials = JSON.parse(lines[0] ?? '') as { id: string; secret: string; resource: string };
    expect(Object.keys(credentials).sort()).toEqual(['id', 'resource', 'secret']);
    expect(credentials.resource).toBe('https://default.gatehouse.local/api');

    const [port, adminPort] = [await freePort(), await freePort()];
    const server = await startServer({ ...env, PORT: String(port), ADMIN_PORT: String(adminPort) });
    try {
      expect(server.output).toContain(`Console:        http://localhost:${adminPort}/console`);
      expect(server.output).toContain(`User endpoint:  http://localhost:${port}`);
      expect(server.output).toContain(`Admin endpoint: http://localhost:${adminPort}`);
      const token = await managementToken(`http://localhost:${port}/oidc`, credentials);
      const response = await api(`http://localhost:${port}`, token).get('/api/applications');
      expect(response.status).toBe(200);
      expect(response.body.map((app: { name: string }) => app.name)).toContain('Terraform');

      if (testDatabaseKind === 'embedded') {
        // The embedded database belongs to the running server: a second process is refused clearly.
        const refused = await cli(['tenant', 'list'], env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('in use by process');
      }
    } finally {
      await stopServer(server.child);
    }
  });

  it('refuses an unknown tenant, an unknown command and a missing name with exit code 1', async () => {
    expect((await cli(['m2m', 'create', '--tenant', 'nope', '--name', 'x'], env)).stderr).toContain(
      "Tenant 'nope' does not exist",
    );
    const unknown = await cli(['frobnicate'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command');
    expect((await cli(['m2m', 'create'], env)).stderr).toContain('--name');
  });
});

// Each step runs a CLI command or a server in a child process, several on a busy 2-core machine.
describe('secret rotate', { timeout: 120_000 }, () => {
  const newSecret = 'the-new-master-secret-from-a-file-0123456789';
  const thirdSecret = 'a-third-master-secret-from-the-environment-0123';
  const wrongSecret = 'not-the-secret-this-data-was-encrypted-with';
  let dataDir: string;
  let newSecretFile: string;
  let env: Record<string, string>;
  let credentials: { id: string; secret: string; resource: string };
  let oldSecret: string;
  let drop = async () => {};

  const storedSecret = async () => (await fs.readFile(path.join(dataDir, 'secret'), 'utf8')).trim();

  /** Every sealed value, read straight from the database while no CLI or server holds it. */
  const sealedValues = async () => {
    const database = await openDatabase(loadConfig(env, dataDir));
    try {
      const db = database.system;
      return [
        ...(await db.selectFrom('oidcKeys').select('value').orderBy('id').execute()).map((row) => row.value),
        ...(
          await db.selectFrom('applications').select('secret').where('secret', 'is not', null).orderBy('id').execute()
        ).map((row) => row.secret),
        ...(await db.selectFrom('applicationSecrets').select('value').orderBy('name').execute()).map(
          (row) => row.value,
        ),
      ];
    } finally {
      await database.close();
    }
  };

  const expectNoSecretIn = (result: Run) => {
    for (const secret of [oldSecret, newSecret, thirdSecret, wrongSecret, credentials.secret]) {
      expect(result.stdout + result.stderr).not.toContain(secret);
    }
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-rotate-'));
    newSecretFile = path.join(dataDir, '..', `${path.basename(dataDir)}-new-secret`);
    await fs.writeFile(newSecretFile, `${newSecret}\n`, { mode: 0o600 });
    // No GATEHOUSE_SECRET: the zero-config start, with the secret generated into the data dir.
    env = { GATEHOUSE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (testDatabaseKind === 'postgres') {
      const database = await createTestDatabase();
      await database.database.close();
      env.DATABASE_URL = database.url ?? '';
      drop = database.drop;
    }
    expect((await cli(['db', 'seed'], env)).code).toBe(0);
    const created = await cli(
      ['m2m', 'create', '--tenant', 'default', '--name', 'Before rotation', '--management'],
      env,
    );
    expect(created.code, created.stderr).toBe(0);
    credentials = JSON.parse(created.stdout) as typeof credentials;
    oldSecret = await storedSecret();
  });
  afterAll(async () => {
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(newSecretFile, { force: true });
  });

  it('writes nothing when the current secret is wrong', async () => {
    const before = await sealedValues();
    const failed = await cli(['secret', 'rotate', '--new-secret-file', newSecretFile], {
      ...env,
      GATEHOUSE_SECRET: wrongSecret,
    });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('Nothing was re-encrypted');
    expectNoSecretIn(failed);
    expect(await sealedValues()).toEqual(before);
    expect(await storedSecret()).toBe(oldSecret);
  });

  it("re-encrypts everything, then replaces the data dir's secret file, and says what to do next", async () => {
    const before = await sealedValues();
    const rotated = await cli(['secret', 'rotate', '--new-secret-file', newSecretFile], env);
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(rotated.stdout).toMatch(/^Re-encrypted \d+ stored secrets with the new secret in one transaction/);
    expect(rotated.stdout).toContain(`Then replaced ${path.join(dataDir, 'secret')} with the new secret`);
    expect(rotated.stdout).toContain(`set GATEHOUSE_SECRET_FILE=${newSecretFile}`);
    expectNoSecretIn(rotated);
    expect(await storedSecret()).toBe(newSecret);
    const after = await sealedValues();
    expect(after).toHaveLength(before.length);
    for (const [index, value] of after.entries()) expect(value).not.toBe(before[index]);
  });

  it('refuses the old secret with the secret-mismatch message, at start and in the CLI', async () => {
    const [port, adminPort] = [await freePort(), await freePort()];
    const start = await run('src/main.ts', [], {
      ...env,
      GATEHOUSE_SECRET: oldSecret,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
    });
    expectOneLineNaming(start, 'GATEHOUSE_SECRET does not match the key the stored secrets were encrypted with');
    const create = await cli(['m2m', 'create', '--name', 'With the old secret'], {
      ...env,
      GATEHOUSE_SECRET: oldSecret,
    });
    expect(create.code).toBe(1);
    expect(create.stderr).toContain('GATEHOUSE_SECRET does not match');
  });

  it('starts on the rotated data dir with a warning about its file, and an app created before rotation still gets a token', async () => {
    const [port, adminPort] = [await freePort(), await freePort()];
    const server = await startServer({ ...env, LOG_LEVEL: 'warn', PORT: String(port), ADMIN_PORT: String(adminPort) });
    try {
      expect(server.output).toContain(`generated secret in ${path.join(dataDir, 'secret')}`);
      expect(server.output).toContain('Set GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE in production');
      const token = await managementToken(`http://localhost:${port}/oidc`, credentials);
      const response = await api(`http://localhost:${port}`, token).get('/api/applications');
      expect(response.status).toBe(200);
      expect(response.body.map((app: { name: string }) => app.name)).toContain('Before rotation');
    } finally {
      await stopServer(server.child);
    }
  });

  it("rotates from GATEHOUSE_SECRET_FILE to GATEHOUSE_NEW_SECRET, leaving the data dir's file alone", async () => {
    const rotated = await cli(['secret', 'rotate'], {
      ...env,
      GATEHOUSE_SECRET_FILE: newSecretFile,
      GATEHOUSE_NEW_SECRET: thirdSecret,
    });
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(rotated.stdout).toContain(
      'Next: set GATEHOUSE_SECRET to the value of GATEHOUSE_NEW_SECRET (and unset GATEHOUSE_SECRET_FILE) on every instance',
    );
    expectNoSecretIn(rotated);
    expect(await storedSecret()).toBe(newSecret);
    const create = await cli(['m2m', 'create', '--name', 'After rotation'], { ...env, GATEHOUSE_SECRET: thirdSecret });
    expect(create.code, create.stderr).toBe(0);
  });
});

describe('configuration errors', () => {
  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['GATEHOUSE_ADMIN_ORIGINS', 'not a url'],
    ['GATEHOUSE_SECRET', 'short'],
    ['GATEHOUSE_SECRET_FILE', '/nonexistent/gatehouse-secret'],
  ])('stops npm start with one line naming %s and exit code 1', async (variable, value) => {
    expectOneLineNaming(await run('src/main.ts', [], { [variable]: value }), variable);
  });

  it('refuses to start under NODE_ENV=production without GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE', async () => {
    const result = await run('src/main.ts', [], { NODE_ENV: 'production' });
    expectOneLineNaming(result, 'GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE must be set when NODE_ENV=production');
  });
});
