import {
  type CreateSamlApplication,
  type PatchSamlApplication,
  samlApplicationGuard,
  samlApplicationSecretGuard,
} from '@gatehouse/schemas/saml-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { applicationKeys } from '../applications/keys';
import { samlApplicationKeys } from './keys';

/** Refusals shown on their field, not as a toast. */
export const samlFieldCodes = [
  'saml_application.encryption_requirements',
  'saml_application.invalid_certificate',
  'saml_application.entity_id_exists',
];

/** The client, and a refresh of every application query (the list shows SAML apps too). */
const useSamlWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationKeys.all(tenantId) });
  return { tenantId, client, queryClient, refresh };
};

export const useCreateSamlApplication = () => {
  const { client, refresh } = useSamlWrite();
  return useMutation({
    mutationFn: (input: CreateSamlApplication) =>
      client.post('/api/saml-applications', input, { guard: samlApplicationGuard, suppressErrorCodes: samlFieldCodes }),
    onSuccess: refresh,
  });
};

export const useUpdateSamlApplication = () => {
  const { tenantId, client, queryClient, refresh } = useSamlWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchSamlApplication & { id: string }) =>
      client.patch('/api/saml-applications/{id}', input, {
        params: { id },
        guard: samlApplicationGuard,
        suppressErrorCodes: samlFieldCodes,
      }),
    onSuccess: (application) => {
      queryClient.setQueryData(samlApplicationKeys.detail(tenantId, application.id), application);
      return refresh();
    },
  });
};

export const useCreateSamlApplicationSecret = () => {
  const { client, refresh } = useSamlWrite();
  return useMutation({
    mutationFn: ({ id, lifeSpanInYears }: { id: string; lifeSpanInYears: number }) =>
      client.post(
        '/api/saml-applications/{id}/secrets',
        { lifeSpanInYears },
        { params: { id }, guard: samlApplicationSecretGuard },
      ),
    onSuccess: refresh,
  });
};

export const useActivateSamlApplicationSecret = () => {
  const { client, refresh } = useSamlWrite();
  return useMutation({
    mutationFn: ({ id, secretId }: { id: string; secretId: string }) =>
      client.patch(
        '/api/saml-applications/{id}/secrets/{secretId}',
        { active: true },
        { params: { id, secretId }, guard: samlApplicationSecretGuard },
      ),
    onSuccess: refresh,
  });
};

export const useDeleteSamlApplicationSecret = () => {
  const { client, refresh } = useSamlWrite();
  return useMutation({
    mutationFn: ({ id, secretId }: { id: string; secretId: string }) =>
      client.delete('/api/saml-applications/{id}/secrets/{secretId}', { params: { id, secretId } }),
    onSuccess: refresh,
  });
};
