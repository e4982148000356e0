import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReferenceReady } from './reference-oidc';
import { stopChild, waitReady } from './server';

const packageDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

export type ReferenceOidc = ReferenceReady & { stop: () => Promise<void> };

/**
 * Starts the reference OpenID provider (`reference-oidc.ts`) in its own process, as the Gatehouse
 * under test runs in its own, with the same loader, so the two differ only in what they do.
 */
export const startReferenceOidc = async (options: { cpuProfileDir?: string } = {}): Promise<ReferenceOidc> => {
  const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}/reference`] : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', path.join(packageDir, 'src', 'reference-oidc.ts')],
    {
      cwd: packageDir,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    return { ...(await waitReady<ReferenceReady>(child)), stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
};
