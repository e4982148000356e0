import { ConnectorError, outboundRefusedCode } from '@gatehouse/connector-kit/errors';

/** Every request to a provider gives up after this long (connecting, answering and the body). */
export const requestTimeoutMs = 10_000;
/** A provider's answer larger than this is refused rather than read (profiles and tokens are small). */
const maxBodyBytes = 1_048_576;
const maxMessageLength = 300;

/** The host a URL names, for error data: never the path or query, which may carry a secret. */
export const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return 'an invalid URL';
  }
};

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

const isRefusedAddress = (error: unknown) =>
  error instanceof Error && (error.cause as { code?: unknown } | undefined)?.code === outboundRefusedCode;

const unreachable = (url: string, error: unknown) =>
  new ConnectorError('general', {
    message: isTimeout(error)
      ? 'the provider did not answer in time'
      : isRefusedAddress(error)
        ? 'the provider is on an internal network address, which this deployment does not allow'
        : 'the provider could not be reached',
    host: hostOf(url),
  });

/**
 * `fetch` with the timeout. Redirects are not followed: a redirected token request would carry the
 * client's credentials somewhere else, so a 3xx reaches the caller as a failed status. A network
 * failure or a timeout is `general` naming the host only.
 */
export const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    throw unreachable(url, error);
  }
};

/** The body as text, refused (`invalid_response`) past 1 MiB. */
export const readText = async (response: Response, url: string): Promise<string> => {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBodyBytes) {
        await reader.cancel();
        throw new ConnectorError('invalid_response', { status: response.status, message: 'the answer is too large' });
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ConnectorError) throw error;
    throw unreachable(url, error);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/** The body parsed as JSON, or `undefined` when it is not JSON. */
export const readJson = async (response: Response, url: string): Promise<unknown> => {
  const text = await readText(response, url);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shortString = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, maxMessageLength) : undefined;

/**
 * What a provider said went wrong, safe to show an admin: OAuth's `error` and `error_description`,
 * or the Graph API's `{ error: { type, code, message } }`. Nothing else of the body is kept.
 */
export const providerError = (body: unknown): { error?: string; description?: string } => {
  if (!isRecord(body)) return {};
  const { error } = body;
  if (isRecord(error)) {
    return { error: shortString(error.type) ?? shortString(error.code), description: shortString(error.message) };
  }
  return { error: shortString(error), description: shortString(body.error_description) };
};

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a URL may receive a client's credentials or be trusted for keys: https, or http on a
 * loopback host (an identity provider on the same machine during development).
 */
export const isSecureUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  } catch {
    return false;
  }
};
