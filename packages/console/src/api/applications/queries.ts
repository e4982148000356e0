import {
  applicationGuard,
  applicationSecretGuard,
  applicationSignInExperienceGuard,
  userConsentScopesGuard,
} from '@gatehouse/schemas/applications';
import { roleGuard } from '@gatehouse/schemas/roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { applicationKeys } from './keys';

export const applicationListQuery = (
  { tenantId, client }: TenantApi,
  thirdParty: boolean,
  search: string,
  page: number,
) =>
  queryOptions({
    queryKey: applicationKeys.list(tenantId, thirdParty, search, page),
    queryFn: () =>
      fetchPage(client, '/api/applications', {
        page,
        query: { isThirdParty: thirdParty ? 'true' : 'false', ...(search ? { search } : {}) },
        guard: z.array(applicationGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useApplicationList = (thirdParty: boolean, search: string, page: number) =>
  useQuery(applicationListQuery(useManagementClient(), thirdParty, search, page));

/** Every application's name by id (the list is not paged without `page`), for showing ids as names. */
export const applicationNamesQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: applicationKeys.names(tenantId),
    queryFn: async () =>
      new Map(
        (await client.get('/api/applications', { guard: z.array(applicationGuard) })).map(
          (application) => [application.id, application.name] as const,
        ),
      ),
    staleTime: 60_000,
  });

export const useApplicationNames = () => useQuery(applicationNamesQuery(useManagementClient()));

export const applicationQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(tenantId, id),
    queryFn: () =>
      client.get('/api/applications/{id}', { params: { id }, guard: applicationGuard, ...shownAsNotFound }),
  });

export const useApplication = (id: string) => useQuery(applicationQuery(useManagementClient(), id));

export const applicationSecretsQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: applicationKeys.secrets(tenantId, id),
    queryFn: () =>
      client.get('/api/applications/{id}/secrets', { params: { id }, guard: z.array(applicationSecretGuard) }),
  });

export const useApplicationSecrets = (id: string, enabled: boolean) =>
  useQuery({ ...applicationSecretsQuery(useManagementClient(), id), enabled });

export const applicationRolesQuery = ({ tenantId, client }: TenantApi, id: string, page: number) =>
  queryOptions({
    queryKey: applicationKeys.roles(tenantId, id, page),
    queryFn: () =>
      fetchPage(client, '/api/applications/{id}/roles', { params: { id }, page, guard: z.array(roleGuard) }),
    placeholderData: keepPreviousData,
  });

export const useApplicationRoles = (id: string, page: number) =>
  useQuery(applicationRolesQuery(useManagementClient(), id, page));

/** Machine-to-machine roles the application does not hold yet. */
export const applicationRoleCandidatesQuery = ({ tenantId, client }: TenantApi, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.roleCandidates(tenantId, applicationId),
    queryFn: () =>
      client.get('/api/roles', {
        query: { type: 'MachineToMachine', excludeApplicationId: applicationId },
        guard: z.array(roleGuard),
      }),
  });

export const useRoleCandidates = (applicationId: string, enabled: boolean) =>
  useQuery({ ...applicationRoleCandidatesQuery(useManagementClient(), applicationId), enabled });

/** What a third-party application may ask its users for. */
export const userConsentScopesQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: applicationKeys.userConsentScopes(tenantId, id),
    queryFn: () =>
      client.get('/api/applications/{id}/user-consent-scopes', { params: { id }, guard: userConsentScopesGuard }),
  });

export const useUserConsentScopes = (id: string) => useQuery(userConsentScopesQuery(useManagementClient(), id));

/** A third-party application's own sign-in branding. */
export const applicationSignInExperienceQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: applicationKeys.signInExperience(tenantId, id),
    queryFn: () =>
      client.get('/api/applications/{id}/sign-in-experience', {
        params: { id },
        guard: applicationSignInExperienceGuard,
      }),
  });

export const useApplicationSignInExperience = (id: string) =>
  useQuery(applicationSignInExperienceQuery(useManagementClient(), id));
