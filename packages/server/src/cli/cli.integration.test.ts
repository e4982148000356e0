import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('bootstrap CLI and npm start', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let drop = async () => {};

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-cli-'));
    env = { GATEHOUSE_DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    if (testDatabaseKind === 'postgres') {
      const database = await createTestDatabase();
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
