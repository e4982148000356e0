import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCaptchaServer } from '../server/src/test/captcha-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../server');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts Gatehouse the way `npm start` does, on a fresh embedded database in a
 * temporary data dir, and exposes its endpoints to the tests through the
 * environment. Returns the teardown.
 */
export default async function globalSetup() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-e2e-'));
  const [port, adminPort] = [await freePort(), await freePort()];
  // A local stand-in for the CAPTCHA providers (security.spec.ts), as localhost: the tests' browser goes nowhere else.
  const captchaSecret = 'e2e-captcha-secret';
  const captcha = await startCaptchaServer({ secret: captchaSecret, projectId: 'e2e-project' });
  const captchaUrl = `http://localhost:${captcha.port}`;
  // The compiled server, as `npm start` runs it (run.mjs builds it when stale).
  const child: ChildProcess = spawn(process.execPath, ['--no-node-snapshot', 'dist/server/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      GATEHOUSE_DATA_DIR: dataDir,
      // No third-party calls from the tests: the breached-password check uses its offline list only.
      GATEHOUSE_PWNED_PASSWORDS_URL: '',
      // The webhooks test delivers to a receiver on loopback over plain http.
      GATEHOUSE_HOOKS_ALLOW_HTTP: '1',
      GATEHOUSE_TURNSTILE_URL: captchaUrl,
      GATEHOUSE_RECAPTCHA_URL: captchaUrl,
      // Each browser context says it comes from an address of its own (support/browser.ts), so the
      // per-address request limits count each test apart, as they count people apart in production.
      TRUST_PROXY: '1',
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
  process.env.GATEHOUSE_USER_URL = `http://localhost:${port}`;
  process.env.GATEHOUSE_ADMIN_URL = `http://localhost:${adminPort}`;
  process.env.GATEHOUSE_FAKE_CAPTCHA_SECRET = captchaSecret;

  return async () => {
    child.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await fs.rm(dataDir, { recursive: true, force: true });
    await captcha.close();
  };
}
