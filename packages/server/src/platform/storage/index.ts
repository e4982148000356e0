import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';

/**
 * Where uploaded files live: an object store of immutable objects under keys such as
 * `{tenantId}/{id}.png`. Two implementations: the data directory (disk.ts) and any S3-compatible
 * bucket (s3.ts). A key is checked by every implementation (keys.ts); a failure of the store
 * itself (network, permissions) is thrown as it came, for the caller to answer 503.
 */
export type Storage = {
  kind: 'disk' | 's3';
  /** Writes a new object; a key that exists is never replaced (callers make fresh random keys). */
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get: (key: string) => Promise<Uint8Array | undefined>;
  exists: (key: string) => Promise<boolean>;
  /** Every key under `prefix` (which ends with `/`). */
  list: (prefix: string) => Promise<string[]>;
  /** Deletes every object under `prefix` (which ends with `/`): cleaning up after a failed write. */
  deletePrefix: (prefix: string) => Promise<void>;
  /** The URL a browser loads the object from. */
  urlOf: (key: string) => string;
};

/** Where the data directory keeps uploads. */
export const diskStorageRoot = (dataDir: string) => path.join(dataDir, 'user-assets');

/**
 * The installation's storage, as configured (`GATEHOUSE_STORAGE`, `GATEHOUSE_S3_*`); undefined when
 * uploads are off. Disk objects are served by Gatehouse at `{endpoint}/user-assets/{key}`.
 *
 * @example
 * const storage = createStorage(config);
 * await storage?.put('default/k3x9.png', bytes, 'image/png');
 */
export const createStorage = (config: Pick<Config, 'storage' | 'dataDir' | 'endpoint'>): Storage | undefined => {
  const { storage } = config;
  if (storage.kind === 'off') return undefined;
  if (storage.kind === 's3') return createS3Storage(storage);
  return createDiskStorage(diskStorageRoot(config.dataDir), `${config.endpoint}/user-assets`);
};
