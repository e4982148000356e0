import { ssoConnectionTestGuard } from '@gatehouse/schemas/sso-connection-tests';
import { useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { isNotFoundError } from '../errors';
import { ssoConnectorKeys } from './keys';

/** How often a running test is read again while its popup signs in. */
export const connectionTestPollMs = 1500;

/**
 * A running test, read every 1.5 s until it succeeded or failed; null once it expired or is
 * unknown (the server's 404).
 */
export const useConnectionTest = (id: string, sessionId: string | undefined) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: [...ssoConnectorKeys.detail(tenantId, id), 'test-sessions', sessionId ?? ''],
    enabled: Boolean(sessionId),
    queryFn: async () => {
      try {
        return await client.get('/api/sso-connectors/{id}/test-sessions/{sessionId}', {
          params: { id, sessionId: sessionId ?? '' },
          guard: ssoConnectionTestGuard,
          quietStatuses: [404],
        });
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return query.state.data === null || status === 'succeeded' || status === 'failed' ? false : connectionTestPollMs;
    },
  });
};
