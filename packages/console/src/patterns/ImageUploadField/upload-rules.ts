import type { UploadMimeType } from '@gatehouse/schemas/uploads';
import { ApiRequestError } from '../../api/errors';

/*
 * The console's own check of a chosen file (spec §5), before it is sent: one file only
 * (`error_file_count`), a type in the allowed list (`error_file_type`), a size within the limit
 * (`error_file_size`); the server checks again, by the file's bytes.
 */

const labels: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/vnd.microsoft.icon': 'ICO',
  'image/x-icon': 'ICO',
  'image/svg+xml': 'SVG',
  'image/tiff': 'TIFF',
  'image/webp': 'WebP',
  'image/bmp': 'BMP',
  'application/zip': 'ZIP',
};

/** The allowed types as people name them, in the language's list style: "JPEG, PNG and SVG". */
export const describeTypes = (types: readonly string[], language: string) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format([
    ...new Set(types.map((type) => labels[type] ?? type)),
  ]);

/** A size limit as people read it: 500 KB, 20 MB. */
export const describeSize = (bytes: number, language: string) => {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
};

export type FileProblem = 'error_file_count' | 'error_file_type' | 'error_file_size';

/** Other names browsers give allowed types (Windows calls a .zip `application/x-zip-compressed`). */
const aliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-zip-compressed': 'application/zip',
};

/**
 * The one file to upload, or what is wrong with the choice. A file the browser gives no type
 * (an unknown extension) goes to the server, which knows it by its bytes.
 *
 * @example
 * checkChosenFiles([logo], { types: ['image/png'], maxSize: 20 * 1024 * 1024 }) // { file: logo }
 */
export const checkChosenFiles = (
  files: readonly File[],
  rules: { types: readonly (UploadMimeType | string)[]; maxSize: number },
): { file: File } | { problem: FileProblem } => {
  const [file] = files;
  if (files.length !== 1 || !file) return { problem: 'error_file_count' };
  const type = aliases[file.type] ?? file.type;
  if (type && !rules.types.includes(type)) return { problem: 'error_file_type' };
  if (file.size > rules.maxSize) return { problem: 'error_file_size' };
  return { file };
};

/** What the server's refusal of a file means for the field: one of ours, or its own message. */
export const problemOfUploadError = (error: unknown): FileProblem | { message: string } | undefined => {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.code === 'guard.file_size') return 'error_file_size';
  if (error.code === 'guard.mime_type_not_allowed' || error.code === 'guard.file_type_mismatch') {
    return 'error_file_type';
  }
  return error.code?.startsWith('custom_ui.') ? { message: error.message } : undefined;
};
