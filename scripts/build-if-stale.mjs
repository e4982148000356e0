#!/usr/bin/env node
// Builds the front ends whose build is missing or older than their sources,
// so `npm start` and the browser tests work on a fresh clone and after a pull.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Front ends, their build output, and the source folders they are built from. */
const frontEnds = [
  {
    workspace: '@gatehouse/experience',
    output: 'packages/experience/dist/index.html',
    sources: [
      'packages/experience/src',
      'packages/experience/index.html',
      'packages/experience/vite.config.ts',
      'packages/phrases/src',
      'packages/schemas/src',
    ],
  },
  {
    workspace: '@gatehouse/console',
    output: 'packages/console/dist/index.html',
    sources: [
      'packages/console/src',
      'packages/console/index.html',
      'packages/console/vite.config.ts',
      'packages/phrases/src',
      'packages/schemas/src',
    ],
  },
];

const newest = (target) => {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(full).map((entry) => newest(path.join(target, entry))));
};

for (const { workspace, output, sources } of frontEnds) {
  const built = existsSync(path.join(root, output)) ? statSync(path.join(root, output)).mtimeMs : 0;
  if (built > Math.max(...sources.map(newest))) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
