#!/usr/bin/env node
// Builds what `npm start` and the browser tests run — the compiled server and the two front ends —
// when its build is missing or older than one of its inputs, so both work on a fresh clone and after a
// pull. Each build lists its inputs in `inputs.json` (scripts/inputs-manifest.mjs): the check is a stat
// of each listed file, not a walk of the source folders.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './inputs-manifest.mjs';

const builds = [
  { workspace: '@gatehouse/server', output: 'packages/server/dist/server' },
  { workspace: '@gatehouse/experience', output: 'packages/experience/dist' },
  { workspace: '@gatehouse/console', output: 'packages/console/dist' },
];

const mtime = (file) => {
  try {
    return statSync(path.join(root, file)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY; // deleted since the build: build again
  }
};

const isStale = (output) => {
  const manifest = path.join(root, output, 'inputs.json');
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(manifest, 'utf8'));
  } catch {
    return true;
  }
  const built = statSync(manifest).mtimeMs;
  return inputs.some((file) => mtime(file) > built);
};

for (const { workspace, output } of builds) {
  if (!isStale(output)) continue;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
