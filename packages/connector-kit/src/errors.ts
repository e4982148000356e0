/**
 * The connector error codes of spec §8. A connector throws `ConnectorError` with one of them; the
 * server answers it as the API error `connector.<code>` (issue 16), so a code here is a code the
 * console and clients see.
 */
export const connectorErrorCodes = [
  'general',
  'invalid_metadata',
  'unexpected_type',
  'invalid_config_guard',
  'invalid_request_parameters',
  'insufficient_request_parameters',
  'invalid_config',
  'invalid_certificate',
  'invalid_response',
  'template_not_found',
  'template_not_supported',
  'rate_limit_exceeded',
  'not_implemented',
  'social_auth_code_invalid',
  'social_invalid_access_token',
  'social_invalid_id_token',
  'authorization_failed',
] as const;

export type ConnectorErrorCode = (typeof connectorErrorCodes)[number];

/**
 * What a connector throws when it cannot do its job: a closed code, and `data` safe to show an
 * admin (the provider's own message, the failing config field), never a secret.
 *
 * @example
 * throw new ConnectorError('invalid_response', { status: 502, message: 'Twilio is down' });
 */
export class ConnectorError extends Error {
  override readonly name = 'ConnectorError';

  constructor(
    readonly code: ConnectorErrorCode,
    readonly data?: unknown,
    options?: ErrorOptions,
  ) {
    super(`connector.${code}`, options);
  }
}

/**
 * The `code` of the error a request fails with (as `fetch`'s `cause`) when the server's outbound
 * policy refuses the address it would connect to: an internal one, in a deployment that keeps
 * admins' URLs off its own network (`GATEHOUSE_OUTBOUND_PRIVATE`). A connector reports it in words.
 */
export const outboundRefusedCode = 'GATEHOUSE_OUTBOUND_REFUSED';
