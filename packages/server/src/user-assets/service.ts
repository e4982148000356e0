import { generateId } from '@gatehouse/schemas/ids';
import { allowedUploadMimeTypes, maxUploadFileSize, type UserAssetsServiceStatus } from '@gatehouse/schemas/uploads';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { contentTypeOf } from '../platform/storage/content-types';
import type { Storage } from '../platform/storage/index';
import { readCustomUiArchive } from './custom-ui-archive';
import { customUiIdPattern, customUiIndexKey, customUiPrefix } from './custom-ui-keys';
import { checkedType, extensionOf, sniffKind } from './file-types';

/** Writes `count` objects at most this many at a time (an S3 round trip each). */
const parallelWrites = 8;

const runPool = async (jobs: (() => Promise<void>)[]) => {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]?.();
  };
  await Promise.all(Array.from({ length: Math.min(parallelWrites, jobs.length) }, worker));
};

/**
 * A tenant's uploads (peer reference `/api/user-assets`): images for logos and favicons, and custom
 * sign-in UIs. Each is checked before anything is stored, stored under the tenant's own prefix with
 * a fresh random name, and never overwritten; a storage failure is a 503 `storage.unavailable`
 * (logged), and a custom UI half written when it happened is removed.
 */
export const createUserAssetService = (
  { storage, logger }: Pick<PlatformDeps, 'storage' | 'logger'>,
  tenantId: string,
) => {
  const store = (): Storage => {
    if (!storage) throw new ApiError('storage.not_configured');
    return storage;
  };
  const unavailable = (error: unknown): never => {
    if (error instanceof ApiError) throw error;
    logger.error({ err: error, tenantId }, 'file storage failed');
    throw new ApiError('storage.unavailable');
  };

  return {
    status: (): UserAssetsServiceStatus => ({
      status: storage ? 'ready' : 'not_configured',
      allowUploadMimeTypes: allowedUploadMimeTypes,
      maxUploadFileSize,
    }),
    /** Refuses early when there is nowhere to store, before a large body is read. */
    assertReady: () => void store(),

    /** Stores an image or archive of an allowed type; answers the URL it is served from. */
    upload: async (file: Blob): Promise<{ url: string }> => {
      const target = store();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = checkedType(file.type, bytes, allowedUploadMimeTypes);
      const key = `${tenantId}/${generateId()}.${extensionOf(type)}`;
      await target.put(key, bytes, type).catch(unavailable);
      return { url: target.urlOf(key) };
    },

    /** Unpacks a custom sign-in UI archive under a new id; `index.html` is written last. */
    uploadCustomUi: async (file: Blob): Promise<{ customUiAssetId: string }> => {
      const target = store();
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (sniffKind(bytes) !== 'zip') throw new ApiError('custom_ui.invalid_zip');
      const files = await readCustomUiArchive(bytes);
      const id = generateId();
      const index = files.find((entry) => entry.path === 'index.html');
      const write = ({ path, content }: { path: string; content: Uint8Array }) =>
        target.put(`${customUiPrefix(tenantId, id)}${path}`, content, contentTypeOf(path));
      try {
        await runPool(files.filter((entry) => entry !== index).map((entry) => () => write(entry)));
        if (index) await write(index);
      } catch (error) {
        await target.deletePrefix(customUiPrefix(tenantId, id)).catch(() => undefined);
        unavailable(error);
      }
      return { customUiAssetId: id };
    },

    /** Whether a custom UI of this tenant was uploaded completely (its `index.html` is written last). */
    customUiExists: async (id: string) =>
      storage && customUiIdPattern.test(id) ? storage.exists(customUiIndexKey(tenantId, id)).catch(unavailable) : false,
  };
};

export type UserAssetService = ReturnType<typeof createUserAssetService>;
