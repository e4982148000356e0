import {
  type CreateSsoConnector,
  type PatchSsoConnector,
  type SsoConnector,
  ssoConnectorGuard,
} from '@gatehouse/schemas/sso-connectors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { ssoConnectorKeys } from './keys';

/** Refusals the connector forms show on their fields, never as a toast. */
export const ssoFormErrorCodes = [
  'sso_connector.invalid_config',
  'sso_connector.discovery_failed',
  'sso_connector.domain_in_use',
  'sso_connector.name_in_use',
  'sso_connector.saml_metadata_unreachable',
  'sso_connector.saml_invalid_metadata',
  'sso_connector.saml_invalid_certificate',
];

/** The client, and how a written connector is kept: its page from the answer, the list refetched. */
const useSsoConnectorWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const remember = (connector: SsoConnector) => {
    queryClient.setQueryData(ssoConnectorKeys.detail(tenantId, connector.id), connector);
    return queryClient.invalidateQueries({ queryKey: ssoConnectorKeys.list(tenantId) });
  };
  return { tenantId, client, queryClient, remember };
};

export const useCreateSsoConnector = () => {
  const { client, remember } = useSsoConnectorWrite();
  return useMutation({
    mutationFn: (input: CreateSsoConnector) =>
      client.post('/api/sso-connectors', input, { guard: ssoConnectorGuard, suppressErrorCodes: ssoFormErrorCodes }),
    onSuccess: remember,
  });
};

export const useUpdateSsoConnector = () => {
  const { client, remember } = useSsoConnectorWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchSsoConnector & { id: string }) =>
      client.patch('/api/sso-connectors/{id}', input, {
        params: { id },
        guard: ssoConnectorGuard,
        suppressErrorCodes: ssoFormErrorCodes,
      }),
    onSuccess: remember,
  });
};

/** A SAML connector's new encryption key pair; the previous one still decrypts for a week. */
export const useRotateSamlSpKey = () => {
  const { client, remember } = useSsoConnectorWrite();
  return useMutation({
    mutationFn: (id: string) =>
      client.post('/api/sso-connectors/{id}/saml-sp-key/rotate', {}, { params: { id }, guard: ssoConnectorGuard }),
    onSuccess: remember,
  });
};

/** Deletes a connector and forgets it; the list refreshes. */
export const useDeleteSsoConnector = () => {
  const { tenantId, client, queryClient } = useSsoConnectorWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/sso-connectors/{id}', { params: { id } }),
    onSuccess: (_data, id) =>
      afterDelete(queryClient, ssoConnectorKeys.detail(tenantId, id), [ssoConnectorKeys.list(tenantId)]),
  });
};
