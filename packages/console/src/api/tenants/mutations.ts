import type { tenantTags } from '@gatehouse/schemas/tenants';
import { createdTenantInvitationGuard, memberTenantGuard, type TenantRoleName } from '@gatehouse/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useTenant } from '../../app/tenant';
import { useApi } from '../ApiProvider';
import { tenantKeys } from './keys';

/** Codes the tenant settings screens show themselves (spec §8): no toast for them. */
export const tenantMemberCodes = {
  lastAdmin: 'tenant_member.last_admin',
  noEmailConnector: 'organization_invitation.no_email_connector',
  invitee: ['organization_invitation.invitee_is_member', 'organization_invitation.pending_exists'],
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
