import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dynamicImportsOf, entryScripts, measure, staticImportsOf } from './bundle';

describe('the bundle-size benchmark', () => {
  it('follows static imports of built chunks and leaves lazy ones out', () => {
    const source =
      'import{a as b}from"./vendor-1.js";import"./side-2.js";export*from"./re-3.js";const p=()=>import("./lazy-4.js");';
    expect(staticImportsOf(source)).toEqual(['./vendor-1.js', './side-2.js']);
  });

  it('lists the lazy imports of a built chunk, whichever quotes the minifier chose', () => {
    const source =
      'const a=()=>import("./x-1.js"),b=()=>import(`./en-2.js`),c=()=>import(\'./y-3.js\');import"./s-4.js";';
    expect(dynamicImportsOf(source)).toEqual(['./x-1.js', './en-2.js', './y-3.js']);
  });

  it('counts the entry scripts, their modulepreloads and what they import, transitively, once each', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'bundle-test-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      '<script type="module" crossorigin src="/console/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/console/assets/pre-b.js">',
    );
    await fs.writeFile(path.join(dist, 'assets/index-a.js'), 'import"./dep-c.js";const l=()=>import("./lazy-d.js");');
    await fs.writeFile(path.join(dist, 'assets/pre-b.js'), 'import{x}from"./dep-c.js";');
    await fs.writeFile(path.join(dist, 'assets/dep-c.js'), 'export const x=1;'.repeat(100));
    await fs.writeFile(path.join(dist, 'assets/lazy-d.js'), 'export default 1;');
    const files = await entryScripts(dist, '/console/');
    expect(files).toEqual(['assets/dep-c.js', 'assets/index-a.js', 'assets/pre-b.js']);
    const report = await measure(dist, files);
    expect(report.files.find((file) => file.file === 'assets/dep-c.js')?.bytes).toBe(1700);
    expect(report.gzipBytes).toBe(report.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    expect(report.files.every((file) => file.gzipBytes > 0 && file.gzipBytes <= file.bytes + 30)).toBe(true);
    await fs.rm(dist, { recursive: true });
  });
});
