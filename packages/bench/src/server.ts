import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

/** What the server process prints once it serves. */
export type ServerReady = {
  userUrl: string;
  /** A machine-to-machine app holding the default tenant's management API access. */
  app: { id: string; secret: string; resource: string };
};

/** `databaseUrl` is the fresh database, for benchmarks that load data first (as its owner). */
export type BenchServer<T extends ServerReady = ServerReady> = T & {
  databaseUrl: string;
  /** The server process, for its memory (`/proc/{pid}/status`). */
  pid: number;
  stop: () => Promise<void>;
};

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server the fresh database is created on. */
export const benchDatabaseUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultDatabaseUrl;

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const serverScript = path.join(packageDir, 'src', 'server-process.ts');
const startTimeoutMs = 60_000;
const stopTimeoutMs = 10_000;

/** The inherited environment minus anything that configures Gatehouse. */
const baseEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !key.startsWith('GATEHOUSE_') &&
        !['DATABASE_URL', 'PORT', 'ADMIN_PORT', 'LOG_LEVEL', 'TRUST_PROXY'].includes(key),
    ),
  );

/** The first line a child prints, parsed as JSON: what it says once it serves. */
export const waitReady = <T = ServerReady>(child: ChildProcess, timeoutMs = startTimeoutMs) =>
  new Promise<T>((resolve, reject) => {
    if (!child.stdout) return reject(new Error('server process has no stdout'));
    const lines = readline.createInterface({ input: child.stdout });
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (${code ?? signal}) before it was ready`));
    };
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      reject(new Error(`server process was not ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', onExit);
    lines.once('line', (line) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      try {
        resolve(JSON.parse(line) as T);
      } catch {
        reject(new Error(`unexpected output from the server process: ${line}`));
      }
    });
  });

/** SIGTERM, then SIGKILL if the child has not exited within 10 s. */
export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Runs `steps` last to first, all of them even if some fail, then throws the first failure. */
const unwind = async (steps: (() => Promise<void>)[]) => {
  const errors: unknown[] = [];
  for (const step of steps.toReversed()) {
    try {
      await step();
    } catch (error) {
      errors.push(error);
    }
  }
  steps.length = 0;
  if (errors.length > 0) throw errors[0];
};

/**
 * Starts Gatehouse in a child process over a fresh PostgreSQL database, so the
 * server and the load generator each get their own event loop. `stop` ends the
 * process and drops the database; a failed start cleans up before it throws.
 *
 * @example
 * const server = await startBenchServer();
 * try { ... } finally { await server.stop(); }
 */
export const startBenchServer = async <T extends ServerReady = ServerReady>(
  options: {
    cpuProfileDir?: string;
    /** More of the server's environment (a benchmark's own settings). */
    env?: Record<string, string>;
    /** Another server script printing the ready line (`tenants-process.ts`), and how long it may take. */
    script?: string;
    readyTimeoutMs?: number;
  } = {},
): Promise<BenchServer<T>> => {
  // The test harness creates the fresh database; it reads these when it is imported.
  process.env.GATEHOUSE_TEST_DATABASE = 'postgres';
  process.env.TEST_DATABASE_URL = benchDatabaseUrl();
  const { createTestDatabase, freePort } = await import('@gatehouse/server/test/harness');

  const cleanup: (() => Promise<void>)[] = [];
  try {
    const fresh = await createTestDatabase();
    cleanup.push(fresh.drop);
    // The server process opens its own pool.
    await fresh.database.close();
    if (!fresh.url) throw new Error('the fresh database has no URL');

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-bench-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));

    const [port, adminPort] = [await freePort(), await freePort()];
    const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
    const child = spawn(
      process.execPath,
      [...profiling, '--no-node-snapshot', '--import', 'tsx', options.script ?? serverScript],
      {
        cwd: packageDir,
        env: {
          ...baseEnv(),
          DATABASE_URL: fresh.url,
          GATEHOUSE_SECRET: randomBytes(24).toString('hex'),
          GATEHOUSE_DATA_DIR: dataDir,
          PORT: String(port),
          ADMIN_PORT: String(adminPort),
          LOG_LEVEL: 'silent',
          // The login benchmark speaks for many client addresses through X-Forwarded-For.
          TRUST_PROXY: '1',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanup.push(() => stopChild(child));

    const ready = await waitReady<T>(child, options.readyTimeoutMs);
    let stopping: Promise<void> | undefined;
    const databaseUrl = fresh.url;
    return { ...ready, databaseUrl, pid: child.pid ?? 0, stop: () => (stopping ??= unwind(cleanup)) };
  } catch (error) {
    await unwind(cleanup).catch(() => {});
    throw error;
  }
};
