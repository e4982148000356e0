/// <reference lib="webworker" />
import { createSystem, createVirtualTypeScriptEnvironment } from '@typescript/vfs';
import { createWorker } from '@valtown/codemirror-ts/worker';
import * as Comlink from 'comlink';
import ts from 'typescript';
import { compilerOptions, libraryFileName } from './options';

/**
 * The TypeScript language service of a code editor, in a web worker so typing never waits for it.
 * Scripts are JavaScript checked against declarations the page hands over (`checkJs`): completions,
 * hover types and diagnostics. The standard library's declarations are bundled with this worker (no
 * CDN: a self-hosted console works offline).
 */
const libraries = import.meta.glob<string>(
  [
    '../../../../../../node_modules/typescript/lib/lib.es5.d.ts',
    '../../../../../../node_modules/typescript/lib/lib.decorators*.d.ts',
    '../../../../../../node_modules/typescript/lib/lib.es20*.d.ts',
    '!../../../../../../node_modules/typescript/lib/lib.es20*.full.d.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

Comlink.expose(
  createWorker(() => {
    const files = new Map<string, string>();
    for (const [path, text] of Object.entries(libraries)) files.set(libraryFileName(path), text);
    return createVirtualTypeScriptEnvironment(createSystem(files), [], ts, compilerOptions);
  }),
);
