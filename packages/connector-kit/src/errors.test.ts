import { describe, expect, it } from 'vitest';
import { ConnectorError, connectorErrorCodes } from './errors';

describe('connector errors', () => {
  it('are exactly the connector error codes of spec §8', () => {
    // Spec §8, "Connector error codes", in its order.
    const spec =
      'general, invalid_metadata, unexpected_type, invalid_config_guard, invalid_request_parameters, insufficient_request_parameters, invalid_config, invalid_certificate, invalid_response, template_not_found, template_not_supported, rate_limit_exceeded, not_implemented, social_auth_code_invalid, social_invalid_access_token, social_invalid_id_token, authorization_failed';
    expect(connectorErrorCodes).toEqual(spec.split(', '));
  });

  it('carry their code, safe data and cause, and read as the API code they become', () => {
    const cause = new Error('ECONNREFUSED');
    const error = new ConnectorError('invalid_response', { status: 502 }, { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ConnectorError');
    expect(error.code).toBe('invalid_response');
    expect(error.data).toEqual({ status: 502 });
    expect(error.message).toBe('connector.invalid_response');
    expect(error.cause).toBe(cause);
  });
});
