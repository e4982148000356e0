import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layout rules (docs/architecture.md), as tests: they fail the day code breaks one.
 * Capabilities are the folders of src/ other than the infrastructure (platform), the composition
 * root (app), the entry points and the test helpers.
 */

const root = path.dirname(new URL(import.meta.url).pathname);
const notCapabilities = new Set(['platform', 'app', 'test', 'cli']);

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
const production = sourceFiles(root).filter((file) => !/\.test\.ts$|\.d\.ts$/.test(file) && !file.includes('/test/'));
const relative = (file: string) => path.relative(root, file);
const folderOf = (file: string) => relative(file).split(path.sep)[0] ?? '';

/** What every relative import of `file` resolves to (absolute, without extension). */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1] ?? ''),
  );

/** Production files allowed over the 300-line soft cap (CONVENTIONS 7), each with its reason. */
const longFiles: Record<string, string> = {
  'platform/db/schema.ts': "the database's shape: one type per table, read top to bottom as the migrations build it",
};

describe('server architecture', () => {
  it('platform imports no capability and not the composition root', () => {
    const offending = production
      .filter((file) => folderOf(file) === 'platform')
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => folderOf(target) !== 'platform')
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it("no capability imports another capability's queries: it calls that capability's exported functions", () => {
    const offending = production
      .filter((file) => !notCapabilities.has(folderOf(file)))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => folderOf(target) !== folderOf(file) && /(^|\/)queries[.\w-]*$/.test(target))
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it('keeps production files under 300 lines, but for the reasoned exceptions', () => {
    const long = production
      .map((file) => ({ file: relative(file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ file, lines }) => lines > 300 && !(file in longFiles))
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it('answers every API route through send(), which strips the body to its schema', () => {
    const unstripped = production
      .filter((file) => /\/routes[.\w-]*\.ts$/.test(file))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => /\bc\.json\(/.test(line))
          .map(({ index }) => `${relative(file)}:${index + 1}`),
      );
    expect(unstripped).toEqual([]);
  });

  it('says why on the line of every cast through never or unknown', () => {
    const silent = production.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => /\bas (never|unknown as)\b/.test(line) && !line.includes('//'))
        .map(({ index }) => `${relative(file)}:${index + 1}`),
    );
    expect(silent).toEqual([]);
  });
});
