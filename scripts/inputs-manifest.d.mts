import type { Plugin } from 'vite';

/** The repository root. */
export const root: string;
/** Writes `<outDir>/inputs.json`: the repository-relative paths of `files` and `extra`, and package-lock.json. */
export function writeInputs(outDir: string, files: string[], extra?: string[]): void;
/** Vite plugin writing the build's inputs manifest; `extra` are files the build reads besides its modules. */
export function inputsManifest(extra?: string[]): Plugin;
