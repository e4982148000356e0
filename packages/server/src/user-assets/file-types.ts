import { type UploadMimeType, uploadMimeTypes } from '@gatehouse/schemas/uploads';
import { ApiError } from '../platform/http/api-error';

/**
 * What an upload is, from its first bytes (magic numbers), checked against what the browser
 * declared. Nine kinds are allowed (spec §9); each has a signature but SVG, which is XML text that
 * must open with an `<svg` element. A file whose bytes are none of them — an HTML page named
 * `logo.png` — is refused whatever it declares.
 */

type Kind = 'jpeg' | 'png' | 'gif' | 'icon' | 'svg' | 'tiff' | 'webp' | 'bmp' | 'zip';

const kindOfType: Record<UploadMimeType, Kind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/vnd.microsoft.icon': 'icon',
  'image/x-icon': 'icon',
  'image/svg+xml': 'svg',
  'image/tiff': 'tiff',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'application/zip': 'zip',
};

/** Other names browsers give the same types (Windows sends `application/x-zip-compressed` for a .zip). */
const aliases: Record<string, UploadMimeType> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-ms-bmp': 'image/bmp',
  'application/x-zip-compressed': 'application/zip',
  'application/x-zip': 'application/zip',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: [Kind, (bytes: Uint8Array) => boolean][] = [
  ['jpeg', (b) => startsWith(b, [0xff, 0xd8, 0xff])],
  ['png', (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['gif', (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))],
  // ICONDIR: reserved 0, type 1 (icon) or 2 (cursor), then at least one image.
  ['icon', (b) => startsWith(b, [0, 0]) && (b[2] === 1 || b[2] === 2) && b[3] === 0 && (b[4] ?? 0) + (b[5] ?? 0) > 0],
  ['tiff', (b) => startsWith(b, ascii('II*\0')) || startsWith(b, ascii('MM\0*'))],
  ['webp', (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)],
  ['bmp', (b) => startsWith(b, ascii('BM')) && b.length >= 26],
  // A local file header, or the end record of an empty archive.
  ['zip', (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])],
];

/**
 * Whether the text opens as an SVG document: an optional byte-order mark, XML declaration,
 * comments and doctype (without an internal subset: no entity declarations), then `<svg`.
 */
const isSvg = (bytes: Uint8Array): boolean => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, '');
  } catch {
    // Cut inside a multi-byte character at 4096, or not UTF-8: decode what is certainly whole.
    return bytes.length > 4096 && isSvg(bytes.subarray(0, 4092));
  }
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^[>]*>)\s*)*<svg[\s>/]/i;
  return prolog.test(text);
};

/** The allowed kind the bytes are, or undefined. */
export const sniffKind = (bytes: Uint8Array): Kind | undefined =>
  signatures.find(([, matches]) => matches(bytes))?.[0] ?? (isSvg(bytes) ? 'svg' : undefined);

/** The declared type, lower-cased and without parameters, under its canonical name. */
const normalize = (declared: string) => {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return aliases[type] ?? type;
};

/** Types that say nothing about the file: the bytes decide. */
const undeclared = new Set(['', 'application/octet-stream']);

/**
 * The MIME type an upload is stored as: its declared type when that is allowed and the bytes are
 * of that type; the sniffed type when nothing was declared. Refused: a type not in `allowed` (400
 * `guard.mime_type_not_allowed`), bytes of another type than declared, or of none allowed (400
 * `guard.file_type_mismatch`).
 *
 * @example
 * checkedType('image/png', pngBytes, allowedUploadMimeTypes) // 'image/png'
 * checkedType('image/png', htmlBytes, allowedUploadMimeTypes) // throws guard.file_type_mismatch
 */
export const checkedType = (
  declared: string,
  bytes: Uint8Array,
  allowed: readonly UploadMimeType[],
): UploadMimeType => {
  const type = normalize(declared);
  const kind = sniffKind(bytes);
  const allowedSet = new Set<string>(allowed);
  if (undeclared.has(type)) {
    const sniffed = allowed.find((candidate) => kindOfType[candidate] === kind);
    if (!sniffed) throw new ApiError(kind ? 'guard.mime_type_not_allowed' : 'guard.file_type_mismatch');
    return sniffed;
  }
  if (!allowedSet.has(type)) throw new ApiError('guard.mime_type_not_allowed', { type: type.slice(0, 100), allowed });
  const declaredType = type as UploadMimeType;
  if (kind !== kindOfType[declaredType]) throw new ApiError('guard.file_type_mismatch', { declared: declaredType });
  return declaredType;
};

/** The extension an upload of `type` is stored under. */
export const extensionOf = (type: UploadMimeType) => uploadMimeTypes[type];
