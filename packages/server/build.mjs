#!/usr/bin/env node
// Compiles the server for `npm start`: one ES module bundle of src/main.ts and the workspace packages it
// imports (their TypeScript sources), with every installed package left to node_modules, so a start
// transpiles nothing. Also writes what a first start needs ready-made and the list of inputs that
// scripts/build-if-stale.mjs compares against instead of walking the sources.
//
// dist/server/ sits as deep under the package as src/<capability>/, so the paths the code finds
// relative to its own module (package.json, the front ends' dist) hold in both.
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeInputs } from '../../scripts/inputs-manifest.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(packageDir, 'dist/server');

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

const result = await build({
  entryPoints: {
    main: path.join(packageDir, 'src/main.ts'),
    'initial-database': path.join(packageDir, 'src/platform/db/initial-database.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'installed-packages-stay-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@gatehouse/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

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
  ['packages/server/build.mjs', 'packages/server/package.json'],
);
