import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions } from '../load';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const serverDir = path.join(root, 'packages/server');

/** A benchmark that runs its own processes and judges its own figures. */
export type StandaloneBenchmark = {
  kind: 'standalone';
  name: string;
  description: string;
  budgetText: string;
  /** `count`: how much data to make, when the benchmark makes any (`--count`); `load`: `--connections`, `--duration`. */
  run: (options: { count?: number; load?: LoadOptions }) => Promise<{ report: string; ok: boolean }>;
};

const runs = 5;
/** Budgets (issue 22): a restart on an existing embedded database, and the very first start. */
export const startBudgets = { firstMs: 3000, restartMs: 1500 };

/**
 * CPU milliseconds (user + system, every thread) the process `pid` has used so far, from Linux's
 * /proc/<pid>/stat (clock ticks of 10 ms); undefined elsewhere. Steadier than wall time on a loaded machine.
 */
const cpuMsOf = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10 || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Milliseconds (wall, and the server's CPU time) from spawning `npm start`'s process (the compiled server, as `npm start` runs it after its
 * build check) to the first 200 of `/api/status` on the user endpoint; then the process is stopped.
 */
const timeStart = async (dataDir: string) => {
  const { freePort } = await import('@gatehouse/server/test/harness');
  const [port, adminPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['--no-node-snapshot', 'dist/server/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      GATEHOUSE_DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error('Gatehouse exited before it served');
      const status = await fetch(`http://127.0.0.1:${port}/api/status`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return { wallMs: performance.now() - started, cpuMs: cpuMsOf(child.pid) };
      if (performance.now() - started > 60_000) throw new Error('Gatehouse did not serve within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const start: StandaloneBenchmark = {
  kind: 'standalone',
  name: 'start',
  description: 'process start to the first 200 on /api/status: first start on a new embedded database, and restart',
  budgetText: `first < ${startBudgets.firstMs / 1000} s, restart < ${startBudgets.restartMs / 1000} s`,
  run: async () => {
    const build = spawnSync('node', [path.join(root, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the server failed');
    const first: Awaited<ReturnType<typeof timeStart>>[] = [];
    const restart: typeof first = [];
    // Interleaved: each run a new data directory, started once (first) and again (restart).
    for (let run = 0; run < runs; run++) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-start-'));
      try {
        first.push(await timeStart(dataDir));
        restart.push(await timeStart(dataDir));
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
    }
    const [firstMs, restartMs] = [median(first.map((run) => run.wallMs)), median(restart.map((run) => run.wallMs))];
    const list = (values: (number | undefined)[]) => values.map((value) => Math.round(value ?? Number.NaN)).join(', ');
    const line = (name: string, times: typeof first, medianMs: number, budget: number) =>
      `  ${name.padEnd(11)}  ${Math.round(medianMs)}  [${list(times.map((run) => run.wallMs))}]  budget < ${budget}` +
      `   server CPU [${list(times.map((run) => run.cpuMs))}]`;
    const report = [
      `start (median of ${runs}, ms)`,
      line('first start', first, firstMs, startBudgets.firstMs),
      line('restart', restart, restartMs, startBudgets.restartMs),
    ].join('\n');
    return { report, ok: firstMs < startBudgets.firstMs && restartMs < startBudgets.restartMs };
  },
};
