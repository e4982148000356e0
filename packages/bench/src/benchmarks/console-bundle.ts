import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImportsOf, entryScripts, measure, type SizeBenchmark } from './bundle';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const dist = path.join(root, 'packages/console/dist');

/**
 * The JavaScript the console loads before its first paint: the entry chunk
 * and everything it imports statically, plus the English text, which the
 * console loads before it renders. Routes load later, each in its own chunk.
 */
export const consoleBundle: SizeBenchmark = {
  kind: 'size',
  name: 'console-bundle',
  description: 'JavaScript the console loads before first paint (entry, its static imports, the English text)',
  budgetBytes: 250 * 1024,
  run: async () => {
    const build = spawnSync('node', [path.join(root, 'scripts/build-if-stale.mjs')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('Building the console failed');
    const files = await entryScripts(dist, '/console/');
    // The console's own English text is the `en-*.js` chunk its entry loads; the
    // sign-in pages' English (for the phrase editor) is loaded by a route chunk.
    const english = new Set<string>();
    for (const file of files) {
      const source = await fs.readFile(path.join(dist, file), 'utf8');
      for (const specifier of dynamicImportsOf(source)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        if (/(^|\/)en-[\w-]+\.js$/.test(target)) english.add(target);
      }
    }
    if (files.length === 0 || english.size !== 1) throw new Error(`Unexpected console build in ${dist}`);
    return measure(dist, [...files, ...english]);
  },
};
