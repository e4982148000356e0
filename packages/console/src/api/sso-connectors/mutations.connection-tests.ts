import { ssoConnectionTestCreatedGuard } from '@gatehouse/schemas/sso-connection-tests';
import { useMutation } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';

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
