import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isRefusedHost, type OutboundPolicy, outboundLookup } from '../platform/outbound';

/** The first 2 KB of an answer are kept for the console's recent requests. */
export const responseExcerptBytes = 2048;

export type SendResult = {
  success: boolean;
  status?: number;
  body?: string;
  error?: string;
  durationMs: number;
};

export type SendOptions = {
  url: string;
  /** The exact bytes signed and sent. */
  body: string;
  signingKey: string;
  headers: Record<string, string>;
  idempotencyId: string;
  timeoutMs: number;
  /** Where requests may go (platform/outbound.ts, GATEHOUSE_OUTBOUND_PRIVATE). */
  outbound: OutboundPolicy;
};

/** The signature header's value: HMAC-SHA256 of the raw body under the hook's signing key, hex. */
export const signBody = (signingKey: string, body: string) =>
  createHmac('sha256', signingKey).update(body, 'utf8').digest('hex');

/** Header names the hook's own headers may not replace (the signature, the body's framing). */
const reserved = new Set(['content-type', 'content-length', 'host', 'transfer-encoding', 'connection']);

/**
 * POSTs one webhook request and answers what came back; never throws. A 2xx answer is a success.
 * The whole exchange (connect, answer, first 2 KB of the body) is bounded by `timeoutMs`; a
 * redirect is not followed (it is an answer like any other).
 */
export const sendHookRequest = (options: SendOptions): Promise<SendResult> => {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      return finish({ success: false, error: 'invalid URL' });
    }
    const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : undefined;
    if (!client) return finish({ success: false, error: 'unsupported protocol' });
    if (isRefusedHost(options.outbound, url.hostname)) {
      return finish({ success: false, error: 'requests to internal addresses are not allowed' });
    }
    const own = Object.fromEntries(
      Object.entries(options.headers).filter(([name]) => !reserved.has(name.toLowerCase())),
    );
    const request = client.request(url, {
      method: 'POST',
      agent: false,
      ...(options.outbound.allowPrivate ? {} : { lookup: outboundLookup(options.outbound) }),
      headers: {
        ...own,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(options.body),
        'user-agent': 'Gatehouse-Webhooks/1',
        'idempotency-key': options.idempotencyId,
        'gatehouse-signature-sha-256': signBody(options.signingKey, options.body),
      },
    });
    timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    request.on('error', (error) => finish({ success: false, error: error.message.slice(0, 500) }));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const done = () => {
        const status = response.statusCode ?? 0;
        finish({
          success: status >= 200 && status < 300,
          status,
          body: Buffer.concat(chunks).subarray(0, responseExcerptBytes).toString('utf8'),
        });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (length >= responseExcerptBytes) return;
        chunks.push(chunk);
        length += chunk.length;
        if (length >= responseExcerptBytes) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(options.body);
  });
};
