import { customUiLimits } from '@gatehouse/schemas/uploads';
import type yauzl from 'yauzl';
import { ApiError } from '../platform/http/api-error';
import { lazyModule } from '../platform/lazy';

/** The zip reader loads with the first upload, not at start (platform/lazy.ts). */
const zipReader = lazyModule(async () => (await import('yauzl')).default);

/** One file of a custom UI archive: its path inside the archive (`assets/app.js`) and its bytes. */
export type ArchiveFile = { path: string; content: Uint8Array };

const symlinkMode = 0o120000;
const fileTypeMask = 0o170000;
/** Characters a path segment may hold: letters, digits and a few marks; no slash, backslash, colon or control. */
const segmentPattern = /^[\p{L}\p{N}_@~+,=()!$&'[\] .-]+$/u;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A path no server or unpacker can be led outside its folder by; the reason when it is not one. */
const unsafeReason = (name: string): string | undefined => {
  if (name.startsWith('/') || /^[a-z]:/i.test(name)) return 'absolute path';
  if (name.includes('\\')) return 'backslash';
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return 'relative segment';
  if (segments.some((segment) => segment === '' || !segmentPattern.test(segment))) return 'unusual characters';
  if (segments.length > 16 || name.length > 512) return 'too deep or too long';
  return undefined;
};

/** Files an archiver adds on its own (macOS resource forks, dotfiles): left out, never served. */
const isClutter = (name: string) => name.startsWith('__MACOSX/') || name.split('/').some((s) => s.startsWith('.'));

const refuse = (code: 'custom_ui.unsafe_path' | 'custom_ui.too_large' | 'custom_ui.too_many_files', data?: unknown) =>
  new ApiError(code, data);

/** Reads one entry's bytes, counting them: a stream longer than its entry says is a bomb. */
const readEntry = async (zip: yauzl.ZipFile, entry: yauzl.Entry, budget: number): Promise<Uint8Array> => {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > entry.uncompressedSize || size > budget) {
      stream.destroy();
      throw refuse('custom_ui.too_large');
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
};

/**
 * The files of a custom sign-in UI archive, checked before anything is stored (spec: "Bring your
 * UI"). Refused with 400: not a ZIP (`custom_ui.invalid_zip`: also encrypted entries, unknown
 * compression, two entries of one name), an absolute or `..` path, a backslash or a link
 * (`custom_ui.unsafe_path`), more than {@link customUiLimits.maxEntries} entries
 * (`custom_ui.too_many_files`), more than {@link customUiLimits.maxUnpackedBytes} unpacked or one
 * file over {@link customUiLimits.maxEntryBytes} — declared or actually inflated, so a zip bomb
 * stops at the limit (`custom_ui.too_large`), no `index.html` at the root (`custom_ui.missing_index`).
 *
 * @example
 * const files = await readCustomUiArchive(bytes); // [{ path: 'index.html', content }, …]
 */
export const readCustomUiArchive = async (bytes: Uint8Array): Promise<ArchiveFile[]> => {
  let zip: yauzl.ZipFile;
  try {
    zip = await (await zipReader()).fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch {
    throw new ApiError('custom_ui.invalid_zip');
  }
  try {
    if (zip.entryCount > customUiLimits.maxEntries) {
      throw refuse('custom_ui.too_many_files', { limit: customUiLimits.maxEntries });
    }
    const files: ArchiveFile[] = [];
    const seen = new Set<string>();
    let unpacked = 0;
    for await (const entry of zip.eachEntry()) {
      let name: string;
      try {
        name = utf8.decode(entry.fileNameRaw);
      } catch {
        throw refuse('custom_ui.unsafe_path', { reason: 'file name is not UTF-8' });
      }
      const reason = unsafeReason(name);
      if (reason) throw refuse('custom_ui.unsafe_path', { path: name.slice(0, 200), reason });
      if (((entry.externalFileAttributes >>> 16) & fileTypeMask) === symlinkMode) {
        throw refuse('custom_ui.unsafe_path', { path: name, reason: 'link' });
      }
      if (name.endsWith('/') || isClutter(name)) continue;
      if (seen.has(name)) throw new ApiError('custom_ui.invalid_zip', { path: name, reason: 'listed twice' });
      seen.add(name);
      unpacked += entry.uncompressedSize;
      if (entry.uncompressedSize > customUiLimits.maxEntryBytes || unpacked > customUiLimits.maxUnpackedBytes) {
        throw refuse('custom_ui.too_large', { limit: customUiLimits.maxUnpackedBytes });
      }
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        throw new ApiError('custom_ui.invalid_zip', { path: name, reason: 'encrypted or unknown compression' });
      }
      files.push({ path: name, content: await readEntry(zip, entry, customUiLimits.maxEntryBytes) });
    }
    if (!seen.has('index.html')) throw new ApiError('custom_ui.missing_index');
    return files;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A truncated archive, a bad CRC, a stream shorter than its entry says: not a valid ZIP.
    throw new ApiError('custom_ui.invalid_zip');
  } finally {
    zip.close();
  }
};
