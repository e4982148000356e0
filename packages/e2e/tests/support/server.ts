import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export type RunningGatehouse = { userUrl: string; adminUrl: string; stop: () => Promise<void> };

/**
 * Starts Gatehouse the way `npm start` does (the compiled server, which run.mjs builds when stale)
 * on free ports and a fresh embedded database in a temporary data dir. `env` adds settings, such
 * as `GATEHOUSE_CLOUD=1` for the cloud edition. `stop` ends it and removes the data dir.
 */
export const startGatehouse = async (env: Record<string, string> = {}): Promise<RunningGatehouse> => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-e2e-'));
  const [port, adminPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ['--no-node-snapshot', 'dist/server/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      GATEHOUSE_DATA_DIR: dataDir,
      // No third-party calls from the tests: the breached-password check uses its offline list only.
      GATEHOUSE_PWNED_PASSWORDS_URL: '',
      // Each browser context says it comes from an address of its own (support/browser.ts), so the
      // per-address request limits count each test apart, as they count people apart in production.
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Gatehouse did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Admin endpoint')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`Gatehouse exited with ${code}:\n${output}`)));
  });
  return {
    userUrl: `http://localhost:${port}`,
    adminUrl: `http://localhost:${adminPort}`,
    stop: async () => {
      child.removeAllListeners('exit');
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
};
