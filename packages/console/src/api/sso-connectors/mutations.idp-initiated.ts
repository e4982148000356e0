import {
  type IdpInitiatedAuthConfigInput,
  idpInitiatedAuthConfigViewGuard,
} from '@gatehouse/schemas/sso-idp-initiated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { ssoConnectorKeys } from './keys';

/** The refusals the IdP-initiated form shows on its fields, never as a toast. */
export const idpInitiatedFormErrorCodes = ['sso_connector.idp_initiated_app_not_eligible'];

export const useSaveIdpInitiatedConfig = (id: string) => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdpInitiatedAuthConfigInput) =>
      client.put('/api/sso-connectors/{id}/idp-initiated-auth-config', input, {
        params: { id },
        guard: idpInitiatedAuthConfigViewGuard,
        suppressErrorCodes: idpInitiatedFormErrorCodes,
      }),
    onSuccess: (saved) => queryClient.setQueryData(ssoConnectorKeys.idpInitiated(tenantId, id), saved),
  });
};
