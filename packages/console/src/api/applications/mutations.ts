import {
  type ApplicationSignInExperience,
  type AssignUserConsentScopes,
  applicationGuard,
  applicationSecretGuard,
  applicationSignInExperienceGuard,
  type CreateApplication,
  createdApplicationGuard,
  createdApplicationSecretGuard,
  type PatchApplication,
  userConsentScopesGuard,
  type userConsentScopeTypes,
} from '@gatehouse/schemas/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { applicationKeys } from './keys';

const redirectUriCodes = ['application.invalid_redirect_uri'];
const secretNameCodes = ['application.secret_name_exists'];

/** The client, and a refresh of every application query. */
const useApplicationWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationKeys.all(tenantId) });
  return { tenantId, client, queryClient, refresh };
};

export const useCreateApplication = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: (input: CreateApplication) =>
      client.post('/api/applications', input, { guard: createdApplicationGuard, suppressErrorCodes: redirectUriCodes }),
    onSuccess: refresh,
  });
};

export const useUpdateApplication = () => {
  const { tenantId, client, queryClient, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchApplication & { id: string }) =>
      client.patch('/api/applications/{id}', input, {
        params: { id },
        guard: applicationGuard,
        suppressErrorCodes: redirectUriCodes,
      }),
    onSuccess: (application) => {
      queryClient.setQueryData(applicationKeys.detail(tenantId, application.id), application);
      return refresh();
    },
  });
};

/** Deletes an application and forgets it with its secrets, roles and branding; the lists refresh. */
export const useDeleteApplication = () => {
  const { tenantId, client, queryClient } = useApplicationWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/applications/{id}', { params: { id } }),
    onSuccess: (_data, id) =>
      afterDelete(queryClient, applicationKeys.detail(tenantId, id), [applicationKeys.all(tenantId)]),
  });
};

export const useCreateApplicationSecret = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, name, expiresAt }: { id: string; name: string; expiresAt: number | null }) =>
      client.post(
        '/api/applications/{id}/secrets',
        { name, expiresAt },
        { params: { id }, guard: createdApplicationSecretGuard, suppressErrorCodes: secretNameCodes },
      ),
    onSuccess: refresh,
  });
};

export const useRenameApplicationSecret = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, name, newName }: { id: string; name: string; newName: string }) =>
      client.patch(
        '/api/applications/{id}/secrets/{name}',
        { name: newName },
        { params: { id, name }, guard: applicationSecretGuard, suppressErrorCodes: secretNameCodes },
      ),
    onSuccess: refresh,
  });
};

export const useDeleteApplicationSecret = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      client.delete('/api/applications/{id}/secrets/{name}', { params: { id, name } }),
    onSuccess: refresh,
  });
};

export const useDeleteLegacySecret = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/applications/{id}/legacy-secret', { params: { id } }),
    onSuccess: refresh,
  });
};

export const useAssignApplicationRoles = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, roleIds }: { id: string; roleIds: string[] }) =>
      client.post('/api/applications/{id}/roles', { roleIds }, { params: { id } }),
    onSuccess: refresh,
  });
};

export const useRemoveApplicationRole = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, roleId }: { id: string; roleId: string }) =>
      client.delete('/api/applications/{id}/roles/{roleId}', { params: { id, roleId } }),
    onSuccess: refresh,
  });
};

export const useAssignUserConsentScopes = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: AssignUserConsentScopes & { id: string }) =>
      client.post('/api/applications/{id}/user-consent-scopes', input, {
        params: { id },
        guard: userConsentScopesGuard,
      }),
    onSuccess: refresh,
  });
};

export const useRemoveUserConsentScope = () => {
  const { client, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({
      id,
      type,
      scopeId,
    }: {
      id: string;
      type: (typeof userConsentScopeTypes)[number];
      scopeId: string;
    }) =>
      client.delete('/api/applications/{id}/user-consent-scopes/{scopeType}/{scopeId}', {
        params: { id, scopeType: type, scopeId },
      }),
    onSuccess: refresh,
  });
};

/** Replaces a third-party application's own sign-in branding. */
export const usePutApplicationSignInExperience = () => {
  const { tenantId, client, queryClient, refresh } = useApplicationWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: Partial<ApplicationSignInExperience> & { id: string }) =>
      client.put('/api/applications/{id}/sign-in-experience', input, {
        params: { id },
        guard: applicationSignInExperienceGuard,
      }),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(applicationKeys.signInExperience(tenantId, id), saved);
      return refresh();
    },
  });
};
