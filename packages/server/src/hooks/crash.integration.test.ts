import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGatehouse } from '../app/start';
import { loadConfig } from '../platform/config';
import { createManagementApp, createTestDatabase, freePort, testDatabaseKind } from '../test/harness';
import { startHookReceiver } from '../test/hook-receiver';
import { api, managementToken } from '../test/oidc-client';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Node itself with tsx's loader (not the tsx wrapper, whose child would survive the SIGKILL).
const tsxLoader = path.resolve(serverDir, '../../node_modules/tsx/dist/loader.mjs');

/** Starts `src/main.ts` as its own process and resolves once it printed its endpoints. */
const startServer = (env: Record<string, string>) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', pathToFileURL(tsxLoader).href, 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Admin endpoint')) resolve(child);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
  });

let dataDir: string;
let drop = async () => {};
let child: ChildProcess | undefined;
let receiver: Awaited<ReturnType<typeof startHookReceiver>>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-hooks-crash-'));
  receiver = await startHookReceiver();
});
afterAll(async () => {
  if (child) {
    const done = exited(child);
    child.kill('SIGTERM');
    await done;
  }
  await receiver?.close();
  await drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it('loses no webhook event when the server is killed with SIGKILL during delivery', { timeout: 180_000 }, async () => {
  const env: Record<string, string> = {
    PORT: String(await freePort()),
    ADMIN_PORT: String(await freePort()),
    GATEHOUSE_DATA_DIR: dataDir,
    GATEHOUSE_SECRET: 'test-secret-test-secret-test-secret-0123',
    GATEHOUSE_PWNED_PASSWORDS_URL: '',
    GATEHOUSE_HOOKS_ALLOW_HTTP: '1',
    GATEHOUSE_OUTBOUND_PRIVATE: '1',
    // A delivery the killed process had in flight is sent again 1 s + 5 s after it started.
    GATEHOUSE_HOOKS_TIMEOUT_MS: '1000',
    LOG_LEVEL: 'silent',
  };
  if (testDatabaseKind === 'postgres') {
    const database = await createTestDatabase();
    await database.database.close();
    drop = database.drop;
    env.DATABASE_URL = database.url ?? '';
  }

  // Set up in-process: the management app and the hook (every later change goes through the child).
  const setup = await startGatehouse(loadConfig(env, dataDir), { logger: pino({ level: 'silent' }) });
  const app = await createManagementApp(setup);
  const hook = await setup.services.of('default').hooks.create({
    name: 'Crash',
    events: ['User.Created'],
    enabled: true,
    config: { url: receiver.url, headers: {}, retries: 3 },
  });
  await setup.close();

  // Every request hangs until the server is killed.
  receiver.respondWith(() => 'hang');
  child = await startServer(env);
  const userUrl = `http://localhost:${env.PORT}`;
  const http = api(userUrl, await managementToken(`${userUrl}/oidc`, app));
  const userIds: string[] = [];
  for (let index = 0; index < 10; index++) {
    const created = await http.post('/api/users', { username: `crash_${index}` });
    expect(created.status).toBe(201);
    userIds.push(created.body.id);
  }
  await receiver.until(() => receiver.received.length > 0);
  const killed = exited(child);
  child.kill('SIGKILL');
  await killed;
  const beforeRestart = receiver.received.length;

  receiver.respondWith(() => 200);
  child = await startServer(env);
  const delivered = () => new Set(receiver.received.map((request) => request.json.userId));
  await receiver.until(() => userIds.every((id) => delivered().has(id)));

  expect(beforeRestart).toBeGreaterThan(0);
  expect([...delivered()].sort()).toEqual([...userIds].sort());
  for (const request of receiver.received) expect(request.json.hookId).toBe(hook.id);
  // At least once: a repeat carries the same idempotency id as the request it repeats.
  const idsByUser = new Map<unknown, Set<unknown>>();
  for (const { json } of receiver.received)
    idsByUser.set(json.userId, (idsByUser.get(json.userId) ?? new Set()).add(json.id));
  for (const ids of idsByUser.values()) expect(ids.size).toBe(1);
});
