import { ConnectorError, outboundRefusedCode } from '@gatehouse/connector-kit/errors';
import { localized } from './texts';

/** How long a provider has to answer, unless a test builds the connector with less. */
export const defaultTimeoutMs = 10_000;

/** What a connector built by a factory may change: tests use a shorter timeout. */
export type HttpConnectorOptions = { timeoutMs?: number };

export type HttpAnswer = { status: number; ok: boolean; text: string };

/** The start of an answer shown to an admin: enough to recognize the provider's error. */
export const excerpt = (text: string) => text.slice(0, 500);

/** Reads at most `maxBytes` of a body, so a huge or endless answer costs nothing. */
const readText = async (response: Response, maxBytes: number) => {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, maxBytes));
};

/** Why the request got no answer, in words an admin can act on; no URL (it may hold a token). */
const reasonOf = (error: unknown, timeoutMs: number) => {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (code === outboundRefusedCode)
    return 'the endpoint is on an internal network address, which this deployment does not allow';
  return code ? `could not reach the endpoint (${code})` : 'could not reach the endpoint';
};

/**
 * POSTs `body` to `url` and returns the answer, whatever its status: the caller decides what a
 * failure says. No answer within `timeoutMs` or a network failure is `ConnectorError('general')`.
 * Redirects are not followed (a POST turned GET by a redirect would lose the message).
 */
export const post = async (
  url: string,
  { headers, body, timeoutMs }: { headers: Headers; body: string; timeoutMs: number },
): Promise<HttpAnswer> => {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal });
    const text = await readText(response, 65_536);
    return { status: response.status, ok: response.status >= 200 && response.status < 300, text };
  } catch (error) {
    throw new ConnectorError('general', { message: reasonOf(error, timeoutMs) }, { cause: error });
  }
};

/** A non-2xx answer: `invalid_response` with its status and the start of its body. */
export const refused = (answer: HttpAnswer) =>
  new ConnectorError('invalid_response', { status: answer.status, body: excerpt(answer.text) });

/** The config fields every HTTP connector starts with: the endpoint, and its secret headers. */
export const endpointFields = (placeholder: string) => [
  {
    key: 'url',
    type: 'text' as const,
    label: localized((t) => t.common.url),
    description: localized((t) => t.common.urlHelp),
    placeholder,
    required: true,
  },
  {
    key: 'headers',
    type: 'json' as const,
    label: localized((t) => t.common.headers),
    description: localized((t) => t.common.headersHelp),
    placeholder: '{ "Authorization": "Bearer …" }',
    secret: true,
    defaultValue: {},
  },
];
