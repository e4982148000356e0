import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './index';
import { assertStorageKey } from './keys';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under `root` (the data directory's `user-assets/`), one folder per key segment.
 * A key is checked (keys.ts) and its path must stay inside `root`; a file is created with `wx`, so
 * an existing one is never overwritten.
 */
export const createDiskStorage = (root: string, publicBase: string): Storage => {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    const file = path.resolve(resolved, ...key.split('/'));
    if (!file.startsWith(`${resolved}${path.sep}`)) throw new Error('storage key escapes the storage root');
    return file;
  };

  return {
    kind: 'disk',
    put: async (key, body) => {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body, { flag: 'wx' });
    },
    get: async (key) => {
      try {
        const stat = await fs.lstat(fileOf(key));
        if (!stat.isFile()) return undefined;
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    exists: async (key) => {
      try {
        return (await fs.lstat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    list: async (prefix) => {
      const folder = fileOf(prefix.replace(/\/$/, ''));
      try {
        const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(resolved, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    deletePrefix: async (prefix) => {
      await fs.rm(fileOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
    urlOf: (key) => {
      assertStorageKey(key);
      return `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
};
