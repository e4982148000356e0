import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One file the browser loads, with its size compressed as it travels (gzip). */
export type BundleFile = { file: string; bytes: number; gzipBytes: number };

/** What a bundle-size benchmark reports. */
export type BundleReport = { files: BundleFile[]; gzipBytes: number };

/** A benchmark that measures a build instead of a running server. */
export type SizeBenchmark = {
  kind: 'size';
  name: string;
  description: string;
  /** The most gzip bytes that pass. */
  budgetBytes: number;
  run: () => Promise<BundleReport>;
};

const staticImport = /\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?["']([^"']+\.js)["']/g;
const dynamicImport = /\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

/** The relative modules a built chunk imports statically (what the browser fetches before running it). */
export const staticImportsOf = (source: string) =>
  [...source.replace(dynamicImport, '').matchAll(staticImport)].map(([, specifier = '']) => specifier);

/** The relative modules a built chunk loads later, with `import()`. */
export const dynamicImportsOf = (source: string) =>
  [...source.matchAll(dynamicImport)].map(([, specifier = '']) => specifier);

/**
 * The JavaScript a page loads before it can run its entry: the entry's
 * module scripts, their modulepreloads, and every chunk they import
 * statically, transitively. Lazy chunks (`import()`) are left out. Paths are
 * relative to `dist`; `base` is the URL path the build was made for.
 */
export const entryScripts = async (dist: string, base: string) => {
  const html = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
  const local = (url: string) => (url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, ''));
  const pending = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map(([, url = '']) => local(url));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await fs.readFile(path.join(dist, file), 'utf8');
    for (const specifier of staticImportsOf(source)) {
      pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
    }
  }
  return [...seen].sort();
};

/** Sizes of `files` under `dist`, raw and gzip-compressed (level 9, as servers and CDNs send them). */
export const measure = async (dist: string, files: string[]): Promise<BundleReport> => {
  const measured = await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(path.join(dist, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    }),
  );
  return { files: measured, gzipBytes: measured.reduce((sum, file) => sum + file.gzipBytes, 0) };
};

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const formatBundleReport = (benchmark: SizeBenchmark, report: BundleReport) => {
  const pass = report.gzipBytes <= benchmark.budgetBytes;
  const width = Math.max(...report.files.map(({ file }) => file.length));
  return [
    `${benchmark.name}: ${benchmark.description}`,
    ...report.files.map(
      ({ file, bytes, gzipBytes }) =>
        `  ${file.padEnd(width)}  ${kilobytes(bytes).padStart(9)}  ${kilobytes(gzipBytes).padStart(9)} gzip`,
    ),
    `  total: ${kilobytes(report.gzipBytes)} gzip`,
    `  budget: ≤ ${kilobytes(benchmark.budgetBytes)} gzip: ${pass ? 'PASS' : 'FAIL (over budget)'}`,
  ].join('\n');
};

export const meetsSizeBudget = (benchmark: SizeBenchmark, report: BundleReport) =>
  report.gzipBytes <= benchmark.budgetBytes;
