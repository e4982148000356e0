import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { ApiError } from '../platform/http/api-error';

/**
 * Runs a connector's function and answers its `ConnectorError` as the API error
 * `connector.<code>` with the connector's `data` (the provider's message, safe to show an admin).
 * Anything else a connector throws (a bug, a network error it did not catch) is `connector.general`
 * with the error's message, never a 500: an outside provider's failure is not ours.
 */
export const callConnector = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof ConnectorError) throw new ApiError(`connector.${error.code}`, error.data);
    throw new ApiError('connector.general', { message: error instanceof Error ? error.message : String(error) });
  }
};
