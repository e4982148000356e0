// What a build was made from, for scripts/build-if-stale.mjs: the repository-relative path of every
// source file the build read, written to `<outDir>/inputs.json`. Checking a build is then a stat of
// each listed file (a changed, added-and-imported or deleted file shows), not a walk of the sources.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The list as stored: project files only (installed packages change with package-lock.json, listed too). */
export const inputsList = (files, extra = []) =>
  [
    ...new Set(
      [...files, ...extra]
        .map((file) => path.relative(root, path.resolve(root, file.replace(/[?#].*$/, ''))))
        .filter((file) => !file.startsWith('..') && !file.includes('node_modules') && !file.startsWith('\0')),
    ),
  ]
    .concat('package-lock.json')
    .sort();

export const writeInputs = (outDir, files, extra) =>
  writeFileSync(path.join(outDir, 'inputs.json'), `${JSON.stringify(inputsList(files, extra), null, 1)}\n`);

/** Vite plugin: writes the manifest once the bundle is written. */
export const inputsManifest = (extra = []) => {
  let outDir = 'dist';
  return {
    name: 'gatehouse-inputs-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      extra = extra.map((file) => path.resolve(config.root, file));
    },
    writeBundle() {
      writeInputs(outDir, [...this.getModuleIds()], extra);
    },
  };
};
