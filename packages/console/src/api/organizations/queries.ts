import { applicationGuard } from '@gatehouse/schemas/applications';
import {
  jitEmailDomainGuard,
  organizationApplicationGuard,
  organizationGuard,
  organizationInvitationGuard,
  organizationMemberGuard,
  organizationRoleRefGuard,
  organizationWithFeaturedGuard,
  organizationWithRolesGuard,
} from '@gatehouse/schemas/organizations';
import { ssoConnectorSummaryGuard } from '@gatehouse/schemas/sso-connectors';
import { userGuard } from '@gatehouse/schemas/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { fetchPage } from '../pagination';
import { organizationKeys } from './keys';

const keyword = (search: string) => (search ? { q: search } : {});

export const organizationListQuery = ({ tenantId, client }: TenantApi, search: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.list(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organizations', {
        page,
        query: { ...keyword(search), showFeatured: 'true' },
        guard: z.array(organizationWithFeaturedGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizationList = (search: string, page: number) =>
  useQuery(organizationListQuery(useManagementClient(), search, page));

export const organizationQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(tenantId, id),
    queryFn: () =>
      client.get('/api/organizations/{id}', { params: { id }, guard: organizationGuard, ...shownAsNotFound }),
  });

export const useOrganization = (id: string) => useQuery(organizationQuery(useManagementClient(), id));

/** One page of the members, each with their organization roles; `q` searches name, username and email. */
export const organizationMembersQuery = ({ tenantId, client }: TenantApi, id: string, search: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.members(tenantId, id, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organizations/{id}/users', {
        params: { id },
        page,
        query: keyword(search),
        guard: z.array(organizationMemberGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizationMembers = (id: string, search: string, page: number) =>
  useQuery(organizationMembersQuery(useManagementClient(), id, search, page));

/** Users who are not members yet, searched on the server (a tenant may have millions). */
export const memberCandidatesQuery = ({ tenantId, client }: TenantApi, id: string, search: string) =>
  queryOptions({
    queryKey: organizationKeys.memberCandidates(tenantId, id, search),
    queryFn: async () =>
      (
        await fetchPage(client, '/api/users', {
          page: 1,
          pageSize: 50,
          query: { excludeOrganizationId: id, ...(search ? { search: `%${search}%` } : {}) },
          guard: z.array(userGuard),
        })
      ).items,
    placeholderData: keepPreviousData,
  });

export const useMemberCandidates = (id: string, search: string, enabled: boolean) =>
  useQuery({ ...memberCandidatesQuery(useManagementClient(), id, search), enabled });

export const organizationApplicationsQuery = ({ tenantId, client }: TenantApi, id: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.applications(tenantId, id, page),
    queryFn: () =>
      fetchPage(client, '/api/organizations/{id}/applications', {
        params: { id },
        page,
        guard: z.array(organizationApplicationGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizationApplications = (id: string, page: number) =>
  useQuery(organizationApplicationsQuery(useManagementClient(), id, page));

/** Machine-to-machine applications not in the organization yet, left out on the server. */
export const applicationCandidatesQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationKeys.applicationCandidates(tenantId, id),
    queryFn: () =>
      client.get('/api/applications', {
        query: { types: 'MachineToMachine', excludeOrganizationId: id },
        guard: z.array(applicationGuard.pick({ id: true, name: true, description: true })),
      }),
  });

export const useApplicationCandidates = (id: string, enabled: boolean) =>
  useQuery({ ...applicationCandidatesQuery(useManagementClient(), id), enabled });

export const organizationInvitationsQuery = ({ tenantId, client }: TenantApi, id: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.invitations(tenantId, id, page),
    queryFn: () =>
      fetchPage(client, '/api/organization-invitations', {
        page,
        query: { organizationId: id },
        guard: z.array(organizationInvitationGuard),
      }),
    placeholderData: keepPreviousData,
  });

export const useOrganizationInvitations = (id: string, page: number) =>
  useQuery(organizationInvitationsQuery(useManagementClient(), id, page));

/** The email domains whose new users join the organization just in time, lower-cased. */
export const jitEmailDomainsQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationKeys.jitEmailDomains(tenantId, id),
    queryFn: async () =>
      (
        await client.get('/api/organizations/{id}/jit/email-domains', {
          params: { id },
          guard: z.array(jitEmailDomainGuard),
        })
      ).map(({ emailDomain }) => emailDomain),
  });

export const useOrganizationJitEmailDomains = (id: string) => useQuery(jitEmailDomainsQuery(useManagementClient(), id));

/** The User-type organization roles a user provisioned just in time gets. */
export const jitRolesQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationKeys.jitRoles(tenantId, id),
    queryFn: () =>
      client.get('/api/organizations/{id}/jit/roles', { params: { id }, guard: z.array(organizationRoleRefGuard) }),
  });

export const useOrganizationJitRoles = (id: string) => useQuery(jitRolesQuery(useManagementClient(), id));

/** The organizations a user or a machine-to-machine application belongs to, with its roles there. */
export const organizationsOfQuery = ({ tenantId, client }: TenantApi, kind: 'users' | 'applications', id: string) =>
  queryOptions({
    queryKey: organizationKeys.of(tenantId, kind, id),
    queryFn: () => {
      const options = { params: { id }, guard: z.array(organizationWithRolesGuard) };
      return kind === 'users'
        ? client.get('/api/users/{id}/organizations', options)
        : client.get('/api/applications/{id}/organizations', options);
    },
  });

export const useOrganizationsOf = (kind: 'users' | 'applications', id: string) =>
  useQuery(organizationsOfQuery(useManagementClient(), kind, id));

/** The enterprise SSO connectors whose new users join the organization just in time, by name. */
export const jitSsoConnectorsQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: organizationKeys.jitSsoConnectors(tenantId, id),
    queryFn: () =>
      client.get('/api/organizations/{id}/jit/sso-connectors', {
        params: { id },
        guard: z.array(ssoConnectorSummaryGuard),
      }),
  });

export const useOrganizationJitSsoConnectors = (id: string) =>
  useQuery(jitSsoConnectorsQuery(useManagementClient(), id));
