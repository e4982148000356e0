import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import type { AppEnv } from './context';

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * A front end's build folder (Vite's `dist/`), read once per file and kept in
 * memory. `asset` answers a content-hashed file under `assets/`, cached for a
 * year; anything else under `dist` is read with `read`.
 *
 * @example
 * const files = createStaticFiles('/path/to/dist');
 * app.get('/assets/:file', (c) => files.asset(c, c.req.param('file')));
 */
export const createStaticFiles = (dist: string) => {
  const files = new Map<string, Promise<Buffer | undefined>>();
  const read = (file: string) => {
    let hit = files.get(file);
    if (!hit) {
      hit = fs.readFile(path.join(dist, file)).catch(() => undefined);
      files.set(file, hit);
      // A missing file is looked for again next time (a build may be under way).
      void hit.then((content) => content ?? files.delete(file));
    }
    return hit;
  };

  const asset = async (c: Context<AppEnv>, name: string) => {
    if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return c.notFound();
    const content = await read(`assets/${name}`);
    if (!content) return c.notFound();
    return c.body(new Uint8Array(content), 200, {
      'content-type': contentTypes[path.extname(name)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  };

  return { read, asset };
};

export const escapeHtmlAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
