import { ConnectorError, outboundRefusedCode } from '@gatehouse/connector-kit/errors';

/** What nodemailer puts on the errors it throws (its `NodemailerError`), as far as we read it. */
type MailError = Error & {
  code?: string;
  originalCode?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  timeoutType?: string;
};

/** Node's codes for a certificate it does not trust (self-signed, expired, wrong host, unknown issuer). */
const certificateProblem = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|HOSTNAME|ALTNAME/;

/** Codes of a host that cannot be found or reached. */
const unreachable = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/**
 * Turns a failed SMTP delivery into a `ConnectorError` an admin can act on, with the server's own
 * words when it answered. The password never appears: removed from every text, though servers do
 * not echo it.
 */
export const smtpFailure = (error: unknown, password: string | undefined): ConnectorError => {
  const failure = (error instanceof Error ? error : new Error(String(error))) as MailError;
  const scrub = (text: string) => (password ? text.split(password).join('***') : text);
  const message = scrub(failure.response ?? failure.message);
  const response = failure.responseCode === undefined ? {} : { responseCode: failure.responseCode };
  const causeCode = (failure.cause as { code?: unknown } | undefined)?.code;
  const codes = [failure.code, failure.originalCode, typeof causeCode === 'string' ? causeCode : undefined];
  const options = { cause: error };

  if (codes.includes(outboundRefusedCode)) {
    const refused = 'the host is on an internal network address, which this deployment does not allow';
    return new ConnectorError('invalid_config', { field: 'host', message: refused }, options);
  }
  if (codes.some((code) => code !== undefined && certificateProblem.test(code))) {
    return new ConnectorError('invalid_certificate', { message }, options);
  }
  if (codes.includes('ERR_SSL_WRONG_VERSION_NUMBER')) {
    // OpenSSL's words for a TLS handshake answered in plain text: the port expects STARTTLS.
    const hint = 'the server answered in plain text, not TLS: use STARTTLS (or none) for this port';
    return new ConnectorError('invalid_config', { field: 'security', message: hint }, options);
  }
  switch (failure.code) {
    case 'EAUTH':
    case 'ENOAUTH':
      return new ConnectorError('invalid_config', { field: 'password', message, ...response }, options);
    case 'EDNS':
      return new ConnectorError('invalid_config', { field: 'host', message }, options);
    case 'ETLS':
      return new ConnectorError('invalid_config', { field: 'security', message }, options);
    case 'EENVELOPE':
    case 'EMESSAGE':
      return new ConnectorError('invalid_response', { message, ...response }, options);
    case 'ETIMEDOUT':
      return new ConnectorError(
        'general',
        // Connected, but no greeting before a timer ran out (greeting or socket, whichever first).
        failure.command === 'CONN' && failure.timeoutType !== 'CONNECT_TIMEOUT'
          ? { message, hint: 'the server sent no greeting; a port for implicit TLS (usually 465) needs Implicit TLS' }
          : { message },
        options,
      );
    default:
      if (codes.some((code) => code !== undefined && unreachable.has(code))) {
        return new ConnectorError('invalid_config', { field: 'host', message }, options);
      }
      return new ConnectorError(
        failure.responseCode ? 'invalid_response' : 'general',
        { message, ...response },
        options,
      );
  }
};
