import { autocompletion } from '@codemirror/autocomplete';
import type { Extension } from '@codemirror/state';
import {
  tsAutocompleteWorker,
  tsFacetWorker,
  tsHoverWorker,
  tsLinterWorker,
  tsSyncWorker,
} from '@valtown/codemirror-ts';
import type { WorkerShape } from '@valtown/codemirror-ts/worker';
import * as Comlink from 'comlink';

/** Where the script and its declarations live in the worker's virtual file system. */
const scriptPath = '/script.js';
const typesPath = '/types.d.ts';

export type TypeScriptSession = {
  /** Completions, hover types and diagnostics for the editor's script. */
  extensions: Extension;
  /** Replaces the declarations the script is checked against. */
  setTypes: (types: string) => Promise<void>;
  /** Ends the worker (the editor left the page). */
  close: () => void;
};

/**
 * Starts a TypeScript worker for one editor, checking its JavaScript against `types` (global
 * declarations, e.g. the parameter type of the function the script defines).
 */
export const startTypeScript = async (types: string): Promise<TypeScriptSession> => {
  const inner = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  const worker = Comlink.wrap<WorkerShape>(inner);
  await worker.initialize();
  const setTypes = (code: string) => worker.updateFile({ path: typesPath, code });
  await setTypes(types);
  return {
    extensions: [
      tsFacetWorker.of({ worker, path: scriptPath }),
      tsSyncWorker(),
      tsLinterWorker(),
      autocompletion({ override: [tsAutocompleteWorker()] }),
      tsHoverWorker(),
    ],
    setTypes,
    close: () => {
      worker[Comlink.releaseProxy]();
      inner.terminate();
    },
  };
};
