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
import { roleGuard } from '@gatehouse/schemas/roles';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { fetchPage } from './pagination';

const appPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

export const useApplicationList = (thirdParty: boolean, search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.applicationList(tenantId, thirdParty, search, page),
    queryFn: () =>
      fetchPage(client, '/api/applications', {
        page,
        query: { isThirdParty: thirdParty, ...(search ? { search } : {}) },
        guard: z.array(applicationGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

/** Every application's name by id (the list is not paged without `page`), for showing ids as names. */
export const useApplicationNames = () => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.applicationNames(tenantId),
    queryFn: async () =>
      new Map(
        (await client.get('/api/applications', { guard: z.array(applicationGuard) })).map(
          (application) => [application.id, application.name] as const,
        ),
      ),
    staleTime: 60_000,
  });
};

export const useApplication = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.application(tenantId, id),
    queryFn: () => client.get(appPath(id), { guard: applicationGuard }),
  });
};

export const useApplicationSecrets = (id: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.applicationSecrets(tenantId, id),
    queryFn: () => client.get(`${appPath(id)}/secrets`, { guard: z.array(applicationSecretGuard) }),
    enabled,
  });
};

export const useApplicationRoles = (id: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.applicationRoles(tenantId, id, page),
    queryFn: () => fetchPage(client, `${appPath(id)}/roles`, { page, guard: z.array(roleGuard) }),
    placeholderData: keepPreviousData,
  });
};

/** Machine-to-machine roles the application does not hold yet. */
export const useRoleCandidates = (applicationId: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.roleCandidates(tenantId, applicationId),
    queryFn: () =>
      client.get('/api/roles', {
        query: { type: 'MachineToMachine', excludeApplicationId: applicationId },
        guard: z.array(roleGuard),
      }),
    enabled,
  });
};

/** What a third-party application may ask its users for. */
export const useUserConsentScopes = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.userConsentScopes(tenantId, id),
    queryFn: () => client.get(`${appPath(id)}/user-consent-scopes`, { guard: userConsentScopesGuard }),
  });
};

/** A third-party application's own sign-in branding. */
export const useApplicationSignInExperience = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.applicationSignInExperience(tenantId, id),
    queryFn: () => client.get(`${appPath(id)}/sign-in-experience`, { guard: applicationSignInExperienceGuard }),
  });
};

export const useApplicationMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.applications(tenantId) });
  return {
    create: useMutation({
      mutationFn: (input: CreateApplication) =>
        client.post('/api/applications', input, {
          guard: createdApplicationGuard,
          suppressErrorCodes: ['application.invalid_redirect_uri'],
        }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchApplication & { id: string }) =>
        client.patch(appPath(id), input, {
          guard: applicationGuard,
          suppressErrorCodes: ['application.invalid_redirect_uri'],
        }),
      onSuccess: (application) => {
        queryClient.setQueryData(queryKeys.application(tenantId, application.id), application);
        return refresh();
      },
    }),
    remove: useMutation({ mutationFn: (id: string) => client.delete(appPath(id)), onSuccess: refresh }),
    createSecret: useMutation({
      mutationFn: ({ id, name, expiresAt }: { id: string; name: string; expiresAt: number | null }) =>
        client.post(
          `${appPath(id)}/secrets`,
          { name, expiresAt },
          {
            guard: createdApplicationSecretGuard,
            suppressErrorCodes: ['application.secret_name_exists'],
          },
        ),
      onSuccess: refresh,
    }),
    renameSecret: useMutation({
      mutationFn: ({ id, name, newName }: { id: string; name: string; newName: string }) =>
        client.patch(
          `${appPath(id)}/secrets/${encodeURIComponent(name)}`,
          { name: newName },
          {
            guard: applicationSecretGuard,
            suppressErrorCodes: ['application.secret_name_exists'],
          },
        ),
      onSuccess: refresh,
    }),
    removeSecret: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        client.delete(`${appPath(id)}/secrets/${encodeURIComponent(name)}`),
      onSuccess: refresh,
    }),
    removeLegacySecret: useMutation({
      mutationFn: (id: string) => client.delete(`${appPath(id)}/legacy-secret`),
      onSuccess: refresh,
    }),
    assignRoles: useMutation({
      mutationFn: ({ id, roleIds }: { id: string; roleIds: string[] }) =>
        client.post(`${appPath(id)}/roles`, { roleIds }),
      onSuccess: refresh,
    }),
    removeRole: useMutation({
      mutationFn: ({ id, roleId }: { id: string; roleId: string }) =>
        client.delete(`${appPath(id)}/roles/${encodeURIComponent(roleId)}`),
      onSuccess: refresh,
    }),
    assignConsentScopes: useMutation({
      mutationFn: ({ id, ...input }: AssignUserConsentScopes & { id: string }) =>
        client.post(`${appPath(id)}/user-consent-scopes`, input, { guard: userConsentScopesGuard }),
      onSuccess: refresh,
    }),
    removeConsentScope: useMutation({
      mutationFn: ({
        id,
        type,
        scopeId,
      }: {
        id: string;
        type: (typeof userConsentScopeTypes)[number];
        scopeId: string;
      }) => client.delete(`${appPath(id)}/user-consent-scopes/${type}/${encodeURIComponent(scopeId)}`),
      onSuccess: refresh,
    }),
    putSignInExperience: useMutation({
      mutationFn: ({ id, ...input }: Partial<ApplicationSignInExperience> & { id: string }) =>
        client.put(`${appPath(id)}/sign-in-experience`, input, { guard: applicationSignInExperienceGuard }),
      onSuccess: (saved, { id }) => {
        queryClient.setQueryData(queryKeys.applicationSignInExperience(tenantId, id), saved);
        return refresh();
      },
    }),
  };
};
