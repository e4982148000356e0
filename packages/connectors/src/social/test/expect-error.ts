import { ConnectorError, type ConnectorErrorCode } from '@gatehouse/connector-kit/errors';
import { expect } from 'vitest';

/** Awaits a promise that must reject with a `ConnectorError` of `code`; returns the error's data. */
export const expectConnectorError = async (promise: Promise<unknown>, code: ConnectorErrorCode) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(ConnectorError);
  expect((error as ConnectorError).code, JSON.stringify((error as ConnectorError).data)).toBe(code);
  return (error as ConnectorError).data as Record<string, unknown>;
};
