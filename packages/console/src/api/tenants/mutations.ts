import {
  createdTenantInvitationGuard,
  type MemberTenant,
  memberTenantGuard,
  type RegionName,
  type TenantRoleName,
  tenantInvitationGuard,
  type tenantTags,
} from '@gatehouse/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useTenant } from '../../app/tenant';
import { useApi } from '../ApiProvider';
import { tenantKeys } from './keys';

/** Codes the tenant settings screens show themselves (spec §8): no toast for them. */
export const tenantMemberCodes = {
  lastAdmin: 'tenant_member.last_admin',
  noEmailConnector: 'organization_invitation.no_email_connector',
  invitee: [
    'organization_invitation.invitee_is_member',
    'organization_invitation.pending_exists',
    'tenant_invitation.invitees_refused',
    'user.invalid_email',
  ],
} as const;

/** The `/me` client, the current tenant, and a refresh of that tenant's member and invitation queries. */
const useTenantWrite = () => {
  const client = useApi().me;
  const { tenantId } = useTenant();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: tenantKeys.of(tenantId) });
  return { client, tenantId, refresh, queryClient };
};

export const usePatchTenant = () => {
  const { client, tenantId, queryClient } = useTenantWrite();
  return useMutation({
    mutationFn: (patch: { name?: string; tag?: (typeof tenantTags)[number] }) =>
      client.patch('/api/tenants/{tenantId}', patch, { params: { tenantId }, guard: memberTenantGuard }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
};

export const useDeleteTenant = () => {
  const { client, tenantId, queryClient } = useTenantWrite();
  return useMutation({
    mutationFn: () => client.delete('/api/tenants/{tenantId}', { params: { tenantId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
};

export const useUpdateMemberRole = () => {
  const { client, tenantId, refresh } = useTenantWrite();
  return useMutation({
    mutationFn: ({ userId, roleName }: { userId: string; roleName: TenantRoleName }) =>
      client.put(
        '/api/tenants/{tenantId}/members/{userId}/roles',
        { roleName },
        { params: { tenantId, userId }, suppressErrorCodes: [tenantMemberCodes.lastAdmin] },
      ),
    onSuccess: refresh,
  });
};

export const useRemoveMember = () => {
  const { client, tenantId, refresh } = useTenantWrite();
  return useMutation({
    mutationFn: (userId: string) =>
      client.delete('/api/tenants/{tenantId}/members/{userId}', {
        params: { tenantId, userId },
        suppressErrorCodes: [tenantMemberCodes.lastAdmin],
      }),
    onSuccess: refresh,
  });
};

export const useInviteMembers = () => {
  const { client, tenantId, refresh } = useTenantWrite();
  return useMutation({
    mutationFn: ({ invitee, roleName }: { invitee: string[]; roleName: TenantRoleName }) =>
      client.post(
        '/api/tenants/{tenantId}/invitations',
        { invitee, roleName },
        {
          params: { tenantId },
          guard: z.array(createdTenantInvitationGuard),
          suppressErrorCodes: tenantMemberCodes.invitee,
        },
      ),
    onSuccess: refresh,
  });
};

export const useRevokeTenantInvitation = () => {
  const { client, tenantId, refresh } = useTenantWrite();
  return useMutation({
    mutationFn: (invitationId: string) =>
      client.delete('/api/tenants/{tenantId}/invitations/{invitationId}', { params: { tenantId, invitationId } }),
    onSuccess: refresh,
  });
};

/** Sends the invitation's email again; without an email connector the server answers 422 with the link. */
export const useResendTenantInvitation = () => {
  const { client, tenantId } = useTenantWrite();
  return useMutation({
    mutationFn: (invitationId: string) =>
      client.post('/api/tenants/{tenantId}/invitations/{invitationId}/message', undefined, {
        params: { tenantId, invitationId },
        suppressErrorCodes: [tenantMemberCodes.noEmailConnector],
      }),
  });
};

export type NewTenant = { name: string; regionName: RegionName; tag?: (typeof tenantTags)[number] };

/** Creates a tenant (`POST /api/tenants`); the new one is prepended to the cached list. */
export const useCreateTenant = () => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenant: NewTenant) => me.post('/api/tenants', tenant, { guard: memberTenantGuard }),
    onSuccess: (created) =>
      queryClient.setQueryData<MemberTenant[]>(tenantKeys.list(), (list) => [
        created,
        ...(list ?? []).filter(({ id }) => id !== created.id),
      ]),
  });
};

/**
 * Accepts an invitation (`PATCH /api/invitations/{id}/status`), then reloads the tenants and
 * invitations. The codes the accept page shows itself are left to it.
 */
export const useAcceptInvitation = (quiet = false) => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      me.patch(
        '/api/invitations/{id}/status',
        { status: 'Accepted' },
        {
          params: { id },
          guard: tenantInvitationGuard,
          ...(quiet
            ? {
                suppressErrorCodes: [
                  'organization_invitation.email_mismatch',
                  'organization_invitation.not_found',
                  'organization_invitation.invalid_status',
                ],
                quietStatuses: [403, 404],
              }
            : {}),
        },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: tenantKeys.list() }),
        queryClient.invalidateQueries({ queryKey: tenantKeys.myInvitations() }),
      ]);
    },
  });
};

/**
 * Invites addresses to a tenant as collaborators (`POST /api/tenants/{tenantId}/invitations`),
 * quietly: onboarding goes on whatever happens to the invitations.
 */
export const useInviteCollaborators = () => {
  const { me } = useApi();
  return useMutation({
    mutationFn: ({ tenantId, invitees }: { tenantId: string; invitees: string[] }) =>
      me.post(
        '/api/tenants/{tenantId}/invitations',
        { invitee: invitees, roleName: 'collaborator' },
        { params: { tenantId }, quietStatuses: [400, 403, 404, 422, 429] },
      ),
  });
};
