import { ssoConnectionTestCreatedGuard, ssoConnectionTestGuard } from '@gatehouse/schemas/sso-connection-tests';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { isNotFoundError } from '../errors';
import { ssoConnectorKeys } from './keys';

/** How often a running test is read again while its popup signs in. */
export const connectionTestPollMs = 1500;

/** Starts a connection test of the connector: its id and the URL the popup opens. */
export const useStartConnectionTest = (id: string) => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: () =>
      client.post('/api/sso-connectors/{id}/test-sessions', undefined, {
        params: { id },
        guard: ssoConnectionTestCreatedGuard,
        suppressErrorCodes: ['sso_connector.not_configured'],
      }),
  });
};

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
