import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The console's layers (DESIGN.md §2, CONVENTIONS.md 10–11): `components/` holds primitives that
 * know no feature, `patterns/` composites built from them, `pages/<Feature>/` the features.
 */
const sourceRoot = path.dirname(fileURLToPath(import.meta.url));

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });

/** Every module a file imports (static, dynamic, side effect, CSS `composes … from`), resolved under src. */
const importsOf = (file: string) => {
  const code = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g),
  ].map(([, specifier = '']) => specifier);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) =>
      path
        .relative(sourceRoot, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/'),
    );
};

const layerOf = (relative: string) => relative.split('/')[0] ?? '';

const violations = (layer: string, forbidden: readonly string[]) =>
  sources(path.join(sourceRoot, layer)).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.includes(layerOf(target)))
      .map((target) => `${path.relative(sourceRoot, file)} imports ${target}`),
  );

describe('the console’s layers', () => {
  it('keep primitives free of features, data, the app and composites', () => {
    expect(violations('components', ['pages', 'api', 'app', 'patterns'])).toEqual([]);
  });

  it('keep composites free of features and the app', () => {
    expect(violations('patterns', ['pages', 'app'])).toEqual([]);
  });

  it('share no stylesheet of the pages: each component owns its styles', () => {
    const importers = sources(sourceRoot).filter((file) =>
      importsOf(file).some((target) => target === 'pages/shared.module.css'),
    );
    expect(importers.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });

  it('reach the API only through api/ hooks and query factories: no client calls outside api/', () => {
    const direct = /\b(useManagementClient|useApi)\(|\bclient\.(get|getResponse|post|patch|put|delete)\(/;
    const callers = sources(sourceRoot)
      .filter((file) => !path.relative(sourceRoot, file).startsWith('api/') && !/\.test\.tsx?$/.test(file))
      .filter((file) => direct.test(fs.readFileSync(file, 'utf8')));
    expect(callers.map((file) => path.relative(sourceRoot, file))).toEqual([]);
  });

  it('keep each api/<entity>/ folder in one shape: keys.ts, queries or mutations, under 300 lines a file', () => {
    const apiRoot = path.join(sourceRoot, 'api');
    const problems = fs
      .readdirSync(apiRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const files = fs.readdirSync(path.join(apiRoot, entry.name));
        const odd = files.filter((file) => !/^(keys|queries|mutations)(\.[a-z-]+)?\.(test\.)?tsx?$/.test(file));
        const long = files.filter(
          (file) => fs.readFileSync(path.join(apiRoot, entry.name, file), 'utf8').split('\n').length > 300,
        );
        return [
          ...(files.includes('keys.ts') ? [] : [`api/${entry.name} has no keys.ts`]),
          ...odd.map((file) => `api/${entry.name}/${file} is not keys, queries or mutations`),
          ...long.map((file) => `api/${entry.name}/${file} has more than 300 lines`),
        ];
      });
    expect(problems).toEqual([]);
  });

  it('hold nothing shared in the pages root, only one folder per feature', () => {
    const loose = fs
      .readdirSync(path.join(sourceRoot, 'pages'), { withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => entry.name);
    expect(loose).toEqual([]);
  });

  it('say why beside every cast through never or unknown (on its line or the line above)', () => {
    const silent = sources(sourceRoot)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|openapi\.gen\.ts$|test-setup\.ts$/.test(file))
      .flatMap((file) => {
        const lines = fs.readFileSync(file, 'utf8').split('\n');
        return lines
          .map((line, index) => ({ line, index }))
          .filter(
            ({ line, index }) =>
              /\bas (never|unknown as)\b/.test(line) &&
              !line.includes('//') &&
              !(lines[index - 1] ?? '').trim().startsWith('//'),
          )
          .map(({ index }) => `${path.relative(sourceRoot, file)}:${index + 1}`);
      });
    expect(silent).toEqual([]);
  });
});
