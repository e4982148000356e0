import { applicationGuard } from '@gatehouse/schemas/applications';
import {
  type CreateOrganization,
  type CreateOrganizationInvitation,
  jitEmailDomainGuard,
  type Organization,
  organizationApplicationGuard,
  organizationGuard,
  organizationInvitationGuard,
  organizationMemberGuard,
  organizationRoleGuard,
  organizationRoleRefGuard,
  organizationWithFeaturedGuard,
  organizationWithRolesGuard,
  type PatchOrganization,
} from '@gatehouse/schemas/organizations';
import type { RoleType } from '@gatehouse/schemas/roles';
import { userGuard } from '@gatehouse/schemas/users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from './ApiProvider';
import { queryKeys } from './keys';
import { fetchPage } from './pagination';

const organizationPath = (id: string) => `/api/organizations/${encodeURIComponent(id)}`;
const memberPath = (id: string, userId: string) => `${organizationPath(id)}/users/${encodeURIComponent(userId)}`;
const applicationPath = (id: string, applicationId: string) =>
  `${organizationPath(id)}/applications/${encodeURIComponent(applicationId)}`;
const jitPath = (id: string) => `${organizationPath(id)}/jit`;
const keyword = (search: string) => (search ? { q: search } : {});

/** Shown on the just-in-time provisioning fields instead of as a toast. */
export const jitFieldCodes = {
  emailDomains: ['guard.invalid_input'],
  organizationRoleIds: ['organization_role.type_mismatch', 'organization_role.not_found'],
} as const;

/** Shown on the invitation form's fields instead of as a toast. */
export const invitationFieldCodes = {
  invitee: ['organization_invitation.invitee_is_member', 'organization_invitation.pending_exists'],
  expiresAt: ['organization_invitation.invalid_expiry'],
} as const;

export const useOrganizationList = (search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationList(tenantId, search, page),
    queryFn: () =>
      fetchPage(client, '/api/organizations', {
        page,
        query: { ...keyword(search), showFeatured: 'true' },
        guard: z.array(organizationWithFeaturedGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

export const useOrganization = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organization(tenantId, id),
    queryFn: () => client.get(organizationPath(id), { guard: organizationGuard }),
  });
};

/** One page of the members, each with their organization roles; `q` searches name, username and email. */
export const useOrganizationMembers = (id: string, search: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationMembers(tenantId, id, search, page),
    queryFn: () =>
      fetchPage(client, `${organizationPath(id)}/users`, {
        page,
        query: keyword(search),
        guard: z.array(organizationMemberGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

/** Users who are not members yet, searched on the server (a tenant may have millions). */
export const useMemberCandidates = (id: string, search: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationMemberCandidates(tenantId, id, search),
    queryFn: async () =>
      (
        await fetchPage(client, '/api/users', {
          page: 1,
          pageSize: 50,
          query: { excludeOrganizationId: id, ...(search ? { search: `%${search}%` } : {}) },
          guard: z.array(userGuard),
        })
      ).items,
    enabled,
    placeholderData: keepPreviousData,
  });
};

export const useOrganizationApplications = (id: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationApplications(tenantId, id, page),
    queryFn: () =>
      fetchPage(client, `${organizationPath(id)}/applications`, {
        page,
        guard: z.array(organizationApplicationGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

/** Machine-to-machine applications not in the organization yet, left out on the server. */
export const useApplicationCandidates = (id: string, enabled: boolean) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationApplicationCandidates(tenantId, id),
    queryFn: () =>
      client.get('/api/applications', {
        query: { types: 'MachineToMachine', excludeOrganizationId: id },
        guard: z.array(applicationGuard.pick({ id: true, name: true, description: true })),
      }),
    enabled,
  });
};

export const useOrganizationInvitations = (id: string, page: number) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationInvitations(tenantId, id, page),
    queryFn: () =>
      fetchPage(client, '/api/organization-invitations', {
        page,
        query: { organizationId: id },
        guard: z.array(organizationInvitationGuard),
      }),
    placeholderData: keepPreviousData,
  });
};

/** The email domains whose new users join the organization just in time, lower-cased. */
export const useOrganizationJitEmailDomains = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationJitEmailDomains(tenantId, id),
    queryFn: async () =>
      (await client.get(`${jitPath(id)}/email-domains`, { guard: z.array(jitEmailDomainGuard) })).map(
        ({ emailDomain }) => emailDomain,
      ),
  });
};

/** The User-type organization roles a user provisioned just in time gets. */
export const useOrganizationJitRoles = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationJitRoles(tenantId, id),
    queryFn: () => client.get(`${jitPath(id)}/roles`, { guard: z.array(organizationRoleRefGuard) }),
  });
};

/** The organization template's roles of one type: User roles go to members, MachineToMachine ones to apps. */
export const useOrganizationRoles = (type: RoleType) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationRolesOfType(tenantId, type),
    queryFn: () =>
      client.get('/api/organization-roles', {
        query: { type },
        guard: z.array(organizationRoleGuard.pick({ id: true, name: true, description: true })),
      }),
  });
};

/** The organizations a user or a machine-to-machine application belongs to, with its roles there. */
export const useOrganizationsOf = (kind: 'users' | 'applications', id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: queryKeys.organizationsOf(tenantId, kind, id),
    queryFn: () =>
      client.get(`/api/${kind}/${encodeURIComponent(id)}/organizations`, {
        guard: z.array(organizationWithRolesGuard),
      }),
  });
};

export const useOrganizationMutations = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations(tenantId) });
  const setOrganization = (organization: Organization) => {
    queryClient.setQueryData(queryKeys.organization(tenantId, organization.id), organization);
    return refresh();
  };
  return {
    create: useMutation({
      mutationFn: (input: CreateOrganization) => client.post('/api/organizations', input, { guard: organizationGuard }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, ...input }: PatchOrganization & { id: string }) =>
        client.patch(organizationPath(id), input, { guard: organizationGuard }),
      onSuccess: setOrganization,
    }),
    remove: useMutation({
      mutationFn: (id: string) => client.delete(organizationPath(id)),
      onSuccess: (_data, id) => {
        // Gone: refetching it would only answer 404.
        queryClient.removeQueries({ queryKey: queryKeys.organization(tenantId, id) });
        return refresh();
      },
    }),
    addMembers: useMutation({
      mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
        client.post(`${organizationPath(id)}/users`, { userIds }),
      onSuccess: refresh,
    }),
    /** Gives several members the same roles (kept with those they hold). */
    assignMemberRoles: useMutation({
      mutationFn: ({
        id,
        userIds,
        organizationRoleIds,
      }: {
        id: string;
        userIds: string[];
        organizationRoleIds: string[];
      }) => client.post(`${organizationPath(id)}/users/roles`, { userIds, organizationRoleIds }),
      onSuccess: refresh,
    }),
    replaceMemberRoles: useMutation({
      mutationFn: ({
        id,
        userId,
        organizationRoleIds,
      }: {
        id: string;
        userId: string;
        organizationRoleIds: string[];
      }) => client.put(`${memberPath(id, userId)}/roles`, { organizationRoleIds }),
      onSuccess: refresh,
    }),
    removeMember: useMutation({
      mutationFn: ({ id, userId }: { id: string; userId: string }) => client.delete(memberPath(id, userId)),
      onSuccess: refresh,
    }),
    addApplications: useMutation({
      mutationFn: ({ id, applicationIds }: { id: string; applicationIds: string[] }) =>
        client.post(`${organizationPath(id)}/applications`, { applicationIds }),
      onSuccess: refresh,
    }),
    /** Gives several applications the same roles; the API takes one application at a time. */
    assignApplicationRoles: useMutation({
      mutationFn: ({
        id,
        applicationIds,
        organizationRoleIds,
      }: {
        id: string;
        applicationIds: string[];
        organizationRoleIds: string[];
      }) =>
        Promise.all(
          applicationIds.map((applicationId) =>
            client.post(`${applicationPath(id, applicationId)}/roles`, { organizationRoleIds }),
          ),
        ),
      onSuccess: refresh,
    }),
    replaceApplicationRoles: useMutation({
      mutationFn: ({
        id,
        applicationId,
        organizationRoleIds,
      }: {
        id: string;
        applicationId: string;
        organizationRoleIds: string[];
      }) => client.put(`${applicationPath(id, applicationId)}/roles`, { organizationRoleIds }),
      onSuccess: refresh,
    }),
    removeApplication: useMutation({
      mutationFn: ({ id, applicationId }: { id: string; applicationId: string }) =>
        client.delete(applicationPath(id, applicationId)),
      onSuccess: refresh,
    }),
    /** Sets exactly these just-in-time email domains (an empty list removes them all). */
    replaceJitEmailDomains: useMutation({
      mutationFn: ({ id, emailDomains }: { id: string; emailDomains: string[] }) =>
        client.put(
          `${jitPath(id)}/email-domains`,
          { emailDomains },
          { suppressErrorCodes: jitFieldCodes.emailDomains },
        ),
      onSuccess: refresh,
    }),
    /** Sets exactly these just-in-time roles (User-type organization roles only). */
    replaceJitRoles: useMutation({
      mutationFn: ({ id, organizationRoleIds }: { id: string; organizationRoleIds: string[] }) =>
        client.put(
          `${jitPath(id)}/roles`,
          { organizationRoleIds },
          { suppressErrorCodes: jitFieldCodes.organizationRoleIds },
        ),
      onSuccess: refresh,
    }),
    invite: useMutation({
      mutationFn: (input: CreateOrganizationInvitation) =>
        client.post('/api/organization-invitations', input, {
          guard: organizationInvitationGuard,
          suppressErrorCodes: [...invitationFieldCodes.invitee, ...invitationFieldCodes.expiresAt],
        }),
      onSuccess: refresh,
    }),
    revokeInvitation: useMutation({
      mutationFn: (invitationId: string) =>
        client.put(
          `/api/organization-invitations/${encodeURIComponent(invitationId)}/status`,
          { status: 'Revoked' },
          { guard: organizationInvitationGuard },
        ),
      onSuccess: refresh,
    }),
  };
};
