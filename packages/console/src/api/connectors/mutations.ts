import {
  type ConnectorView,
  type CreateConnector,
  connectorGuard,
  type PatchConnector,
  type TestConnector,
} from '@gatehouse/schemas/connectors';
import { errorCodes } from '@gatehouse/schemas/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { connectorKeys } from './keys';

/** Refusals a connector form shows on its fields or beside its buttons, never as a toast. */
const formErrorCodes = ['connector.invalid_config', 'connector.type_in_use', 'connector.target_in_use'];

/** A test send's outcome is shown in its own box: the provider's refusal, a wrong address, too many tries. */
const testErrorCodes = [
  ...errorCodes.filter((code) => code.startsWith('connector.')),
  'guard.invalid_input',
  'request.too_many_requests',
];

/** The client, and a refresh of the connector list (a connector's own page is updated from the answer). */
const useConnectorWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: connectorKeys.list(tenantId) });
  const remember = (connector: ConnectorView) => {
    queryClient.setQueryData(connectorKeys.detail(tenantId, connector.id), connector);
    return refresh();
  };
  return { tenantId, client, queryClient, refresh, remember };
};

export const useCreateConnector = () => {
  const { client, remember } = useConnectorWrite();
  return useMutation({
    mutationFn: (input: Partial<CreateConnector> & Pick<CreateConnector, 'connectorId'>) =>
      client.post('/api/connectors', input, { guard: connectorGuard, suppressErrorCodes: formErrorCodes }),
    onSuccess: remember,
  });
};

export const useUpdateConnector = () => {
  const { client, remember } = useConnectorWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchConnector & { id: string }) =>
      client.patch('/api/connectors/{id}', input, {
        params: { id },
        guard: connectorGuard,
        suppressErrorCodes: formErrorCodes,
      }),
    onSuccess: remember,
  });
};

/** Deletes a connector and forgets it; the list refreshes. */
export const useDeleteConnector = () => {
  const { tenantId, client, queryClient } = useConnectorWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/connectors/{id}', { params: { id } }),
    onSuccess: (_data, id) =>
      afterDelete(queryClient, connectorKeys.detail(tenantId, id), [connectorKeys.list(tenantId)]),
  });
};

/**
 * Sends a test message with a config that may not be saved yet; `savedConnectorId` lets the server
 * fill in the secrets a saved connector's form shows masked. Nothing is cached.
 */
export const useTestConnector = () => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: ({ factoryId, ...input }: TestConnector & { factoryId: string; savedConnectorId?: string }) =>
      client.post('/api/connectors/{factoryId}/test', input, {
        params: { factoryId },
        suppressErrorCodes: testErrorCodes,
      }),
  });
};
