import { spawn, spawnSync } from 'node:child_process';
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
 * Milliseconds from spawning `npm start`'s process (the compiled server, as `npm start` runs it after its
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
      if (status === 200) return performance.now() - started;
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
    const first: number[] = [];
    const restart: number[] = [];
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
    const [firstMs, restartMs] = [median(first), median(restart)];
    const list = (values: number[]) => values.map((value) => Math.round(value)).join(', ');
    const report = [
      `start (median of ${runs}, ms)`,
      `  first start  ${Math.round(firstMs)}  [${list(first)}]  budget < ${startBudgets.firstMs}`,
      `  restart      ${Math.round(restartMs)}  [${list(restart)}]  budget < ${startBudgets.restartMs}`,
    ].join('\n');
    return { report, ok: firstMs < startBudgets.firstMs && restartMs < startBudgets.restartMs };
  },
};
