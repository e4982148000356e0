#!/usr/bin/env node
// Compiles the server for `npm start` (how it bundles: bundle-options.mjs), so a start transpiles nothing.
// Also writes what a first start needs ready-made and the list of inputs that scripts/build-if-stale.mjs
// compares against instead of walking the sources.
//
// dist/server/ sits as deep under the package as src/<capability>/, so the paths the code finds
// relative to its own module (package.json, the front ends' dist) hold in both.
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { writeInputs } from '../../scripts/inputs-manifest.mjs';
import { packageDir, serverBundleOptions } from './bundle-options.mjs';

const outdir = path.join(packageDir, 'dist/server');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build(serverBundleOptions(outdir));

// The embedded database's first start: a data directory initialized and migrated now, loaded instead of
// running initdb (seconds) at the user's first start. Keys, tenants and secrets are made at that start.
const snapshot = spawnSync(
  process.execPath,
  [path.join(outdir, 'initial-database.js'), path.join(outdir, 'initial-database.tar')],
  {
    stdio: 'inherit',
  },
);
if (snapshot.status !== 0) process.exit(snapshot.status ?? 1);

writeInputs(
  outdir,
  Object.keys(result.metafile.inputs).map((input) => path.resolve(process.cwd(), input)),
  ['packages/server/build.mjs', 'packages/server/bundle-options.mjs', 'packages/server/package.json'],
);
