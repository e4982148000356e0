import http from 'node:http';
import { buildZip } from './zip';

/** Small files of every allowed kind: real images where a browser shows them, signatures otherwise. */
export const samples = {
  png: {
    type: 'image/png',
    bytes: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
  gif: { type: 'image/gif', bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64') },
  jpeg: {
    type: 'image/jpeg',
    bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...Buffer.from('JFIF\0'), 0xff, 0xd9]),
  },
  ico: {
    type: 'image/x-icon',
    bytes: Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]),
  },
  msIcon: {
    type: 'image/vnd.microsoft.icon',
    bytes: Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]),
  },
  svg: {
    type: 'image/svg+xml',
    bytes: Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#6139F6"/></svg>',
    ),
  },
  tiff: { type: 'image/tiff', bytes: Buffer.from([...Buffer.from('II*\0'), 8, 0, 0, 0, 0, 0]) },
  webp: {
    type: 'image/webp',
    bytes: Buffer.from([...Buffer.from('RIFF'), 26, 0, 0, 0, ...Buffer.from('WEBPVP8L'), 0, 0]),
  },
  bmp: { type: 'image/bmp', bytes: Buffer.concat([Buffer.from('BM'), Buffer.alloc(60)]) },
  zip: { type: 'application/zip', bytes: Buffer.from(buildZip([{ name: 'readme.txt', content: 'hello' }])) },
} as const;

/** A multipart/form-data body by hand, so tests control every part (and can send it chunked). */
export const multipart = (
  parts: { name: string; filename?: string; type?: string; content: Uint8Array | string }[],
) => {
  const boundary = `----gatehouse${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
};

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: any };

/**
 * Sends a body with node:http: with its Content-Length, or `chunked` in 64 KB pieces and no
 * length at all, as a streaming client would.
 */
export const sendRaw = (
  url: string,
  init: { method?: string; token?: string; body: Buffer; contentType: string; chunked?: boolean },
) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: init.method ?? 'POST',
        headers: {
          'content-type': init.contentType,
          ...(init.token && { authorization: `Bearer ${init.token}` }),
          ...(init.chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': init.body.length }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {}
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    // The server may answer (413) and close before the whole body is sent.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (!init.chunked) return void request.end(init.body);
    let offset = 0;
    const pump = () => {
      while (offset < init.body.length) {
        const piece = init.body.subarray(offset, offset + 65_536);
        offset += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });

/** Uploads one file in the `file` field. */
export const uploadFile = (
  url: string,
  token: string,
  file: { bytes: Uint8Array; type?: string; filename?: string },
  options: { chunked?: boolean } = {},
) => {
  const { body, contentType } = multipart([
    { name: 'file', filename: file.filename ?? 'upload.bin', type: file.type, content: file.bytes },
  ]);
  return sendRaw(url, { token, body, contentType, chunked: options.chunked });
};
