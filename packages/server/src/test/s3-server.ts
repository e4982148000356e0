import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local S3-compatible server for tests: path-style buckets, PutObject, GetObject, HeadObject,
 * DeleteObject and ListObjectsV2, each request checked as S3 checks it — an AWS Signature Version 4
 * over the method, path, query, signed headers and the payload's SHA-256 — so a client with the
 * wrong key, region or body is refused (403 SignatureDoesNotMatch) as AWS would refuse it. Objects
 * are readable without a signature (a public bucket). No npm S3 server is kept up to date (s3rver's
 * last release pins parsers with known advisories); this speaks only what Gatehouse uses.
 */
export type TestS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>;
  /** Signed requests refused, with the reason. */
  refused: string[];
  close: () => Promise<void>;
};

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Why the request's signature is not the one its credentials make, or undefined when it is. */
const signatureProblem = (
  req: http.IncomingMessage,
  body: Buffer,
  s3: Pick<TestS3, 'accessKeyId' | 'secretAccessKey' | 'region'>,
) => {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return `not a SigV4 authorization: ${auth.slice(0, 80)}`;
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== s3.accessKeyId) return 'unknown access key';
  if (region !== s3.region) return `wrong region ${region}`;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash mismatch';
  const url = new URL(req.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams.entries()]
    .map(([key, value]) => [rfc3986(key), rfc3986(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const names = String(signedHeaders).split(';');
  const headers = names
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, String(date)), String(region)), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(String(signature), 'hex')) ? undefined : 'signature mismatch';
};

/**
 * Starts the server on a free loopback port.
 *
 * @example
 * const s3 = await startTestS3();
 * // GATEHOUSE_S3_ENDPOINT=s3.endpoint, GATEHOUSE_S3_BUCKET=s3.bucket, …
 * await s3.close();
 */
export const startTestS3 = async (): Promise<TestS3> => {
  const s3 = {
    bucket: 'gatehouse-test',
    region: 'eu-test-1',
    accessKeyId: 'AKIDTESTGATEHOUSE',
    secretAccessKey: 'test-secret-key-0123456789',
    objects: new Map<string, { body: Buffer; contentType: string; cacheControl: string | undefined }>(),
    refused: [] as string[],
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const answer = (status: number, text = '', headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/xml', ...headers });
      res.end(req.method === 'HEAD' ? undefined : text);
    };
    const error = (status: number, code: string) =>
      answer(status, xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));

    if (bucket !== s3.bucket) return error(404, 'NoSuchBucket');
    const anonymousRead = !req.headers.authorization && (req.method === 'GET' || req.method === 'HEAD') && key;
    if (!anonymousRead) {
      if (req.headers['content-encoding']?.includes('aws-chunked')) return error(501, 'NotImplemented');
      const problem = signatureProblem(req, body, s3);
      if (problem) {
        s3.refused.push(`${req.method} ${url.pathname}: ${problem}`);
        return error(403, 'SignatureDoesNotMatch');
      }
    }
    if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...s3.objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      const contents = keys
        .map(
          (name) =>
            `<Contents><Key>${escapeXml(name)}</Key><Size>${s3.objects.get(name)?.body.length}</Size></Contents>`,
        )
        .join('');
      return answer(
        200,
        xml(
          `<ListBucketResult><Name>${s3.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        ),
      );
    }
    if (!key) return error(400, 'InvalidRequest');
    const object = s3.objects.get(key);
    switch (req.method) {
      case 'PUT':
        s3.objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          cacheControl: req.headers['cache-control'],
        });
        return answer(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      case 'GET':
      case 'HEAD':
        if (!object) return error(404, 'NoSuchKey');
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.body.length,
          ...(object.cacheControl && { 'cache-control': object.cacheControl }),
        });
        return res.end(req.method === 'HEAD' ? undefined : object.body);
      case 'DELETE':
        s3.objects.delete(key);
        return answer(204);
      default:
        return error(405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...s3,
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
