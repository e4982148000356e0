import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/**
 * File uploads: a multipart/form-data body with exactly one file in its `file` field. A route says
 * so with `upload` (defineRoute), which gives it its own body limit in place of the JSON one
 * (app/api.ts skips routes marked with {@link ownBodyLimit}) and this OpenAPI request body.
 */

/** The OpenAPI extension that marks a route with its own body limit (its value: the limit in bytes). */
export const ownBodyLimit = 'x-body-limit';

/** Room for the multipart framing around the file: boundaries, part headers, a long file name. */
const framingBytes = 64 * 1024;

/** The OpenAPI description of an upload body. */
export const uploadBody = (description: string) => ({
  required: true,
  description,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { file: { type: 'string' as const, format: 'binary', description } },
        required: ['file'],
      },
    },
  },
});

/**
 * Refuses a body larger than a file of `maxBytes` and its framing with 413 `guard.file_size`
 * (`data.limit`), counting the bytes as they arrive when no Content-Length says it (chunked).
 */
export const uploadBodyLimit = (maxBytes: number): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes + framingBytes,
    onError: () => {
      throw new ApiError('guard.file_size', { limit: maxBytes });
    },
  });

/**
 * The one file of an upload request, at most `maxBytes` long. Refused: a body that is not
 * multipart/form-data (415 `request.multipart_required`), a malformed one (400
 * `guard.invalid_input`), no file in `file` (400 `guard.file_missing`), more than one file in the
 * request (400 `guard.too_many_files`), a larger file (413 `guard.file_size`).
 *
 * @example
 * const file = await readUploadedFile(c, maxUploadFileSize);
 */
export type UploadedFile = Exclude<ReturnType<FormData['get']>, string | null>;

export const readUploadedFile = async (c: Context, maxBytes: number): Promise<UploadedFile> => {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new ApiError('request.multipart_required');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch (error) {
    if (error instanceof ApiError) throw error; // the body limit
    throw new ApiError('guard.invalid_input', undefined, 'The multipart/form-data body is malformed.');
  }
  const files = [...form.values()].filter((value): value is UploadedFile => typeof value !== 'string');
  const file = form.getAll('file').find((value): value is UploadedFile => typeof value !== 'string');
  if (!file) throw new ApiError('guard.file_missing');
  if (files.length > 1) throw new ApiError('guard.too_many_files');
  if (file.size > maxBytes) throw new ApiError('guard.file_size', { limit: maxBytes });
  return file;
};
