import {
  type OrganizationRoleResourceScope,
  organizationRoleGuard,
  organizationRoleResourceScopeGuard,
  organizationScopeGuard,
} from '@gatehouse/schemas/organizations';
import type { RoleType } from '@gatehouse/schemas/roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { organizationRoleKeys, organizationScopeKeys } from './keys';

/** One page of organization permissions; `search` is a part of the name (`q`). */
export const organizationScopeListQuery = ({ tenantId, client }: TenantApi, search: string, page: number) =>
  queryOptions({
    queryKey: organizationScopeKeys.list(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organization-scopes', {
        page,
        query: search ? { q: search } : {},
        guard: z.array(organizationScopeGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizationScopeList = (search: string, page: number) =>
  useQuery(organizationScopeListQuery(useManagementClient(), search, page));

/** Every organization permission: what an organization role can be given. */
export const allOrganizationScopesQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: organizationScopeKeys.every(tenantId),
    queryFn: () => client.get('/api/organization-scopes', { guard: z.array(organizationScopeGuard) }),
  });

export const useAllOrganizationScopes = (enabled = true) =>
  useQuery({ ...allOrganizationScopesQuery(useManagementClient()), enabled });

/** One page of organization roles, each with what it grants. */
export const organizationRoleListQuery = ({ tenantId, client }: TenantApi, search: string, page: number) =>
  queryOptions({
    queryKey: organizationRoleKeys.list(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organization-roles', {
        page,
        query: search ? { q: search } : {},
        guard: z.array(organizationRoleGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizationRoleList = (search: string, page: number) =>
  useQuery(organizationRoleListQuery(useManagementClient(), search, page));

export const organizationRoleQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationRoleKeys.detail(tenantId, id),
    queryFn: () =>
      client.get('/api/organization-roles/{id}', { params: { id }, guard: organizationRoleGuard, ...shownAsNotFound }),
  });

export const useOrganizationRole = (id: string) => useQuery(organizationRoleQuery(useManagementClient(), id));

/** A permission an organization role grants: an organization permission, or an API permission with its resource. */
export type OrganizationRolePermission = {
  kind: 'organization' | 'api';
  id: string;
  name: string;
  description: string | null;
  resource?: OrganizationRoleResourceScope['resource'];
};

/** What a role grants, both kinds in one list (organization permissions first), with descriptions. */
export const organizationRolePermissionsQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationRoleKeys.permissions(tenantId, id),
    queryFn: async (): Promise<OrganizationRolePermission[]> => {
      const [scopes, resourceScopes] = await Promise.all([
        client.get('/api/organization-roles/{id}/scopes', { params: { id }, guard: z.array(organizationScopeGuard) }),
        client.get('/api/organization-roles/{id}/resource-scopes', {
          params: { id },
          guard: z.array(organizationRoleResourceScopeGuard),
        }),
      ]);
      return [
        ...scopes.map((scope) => ({ kind: 'organization' as const, ...scope })),
        ...resourceScopes.map((scope) => ({ kind: 'api' as const, ...scope })),
      ];
    },
  });

export const useOrganizationRolePermissions = (id: string) =>
  useQuery(organizationRolePermissionsQuery(useManagementClient(), id));

/** The template's roles of one type: User roles go to members, MachineToMachine ones to apps. */
export const organizationRolesOfTypeQuery = ({ tenantId, client }: TenantApi, type: RoleType) =>
  queryOptions({
    queryKey: organizationRoleKeys.ofType(tenantId, type),
    queryFn: () =>
      client.get('/api/organization-roles', {
        query: { type },
        guard: z.array(organizationRoleGuard.pick({ id: true, name: true, description: true })),
      }),
  });

export const useOrganizationRoles = (type: RoleType) =>
  useQuery(organizationRolesOfTypeQuery(useManagementClient(), type));
