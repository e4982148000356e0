import {
  type CreateOrganization,
  type CreateOrganizationInvitation,
  type Organization,
  organizationGuard,
  organizationInvitationGuard,
  type PatchOrganization,
} from '@gatehouse/schemas/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useManagementClient } from '../ApiProvider';
import { afterDelete } from '../cache';
import { organizationKeys } from './keys';

/** Shown on the just-in-time provisioning fields instead of as a toast. */
export const jitFieldCodes = {
  emailDomains: ['guard.invalid_input'],
  organizationRoleIds: ['organization_role.type_mismatch', 'organization_role.not_found'],
  ssoConnectorIds: ['sso_connector.not_found'],
} as const;

/** Shown on the invitation form's fields instead of as a toast. */
export const invitationFieldCodes = {
  invitee: ['organization_invitation.invitee_is_member', 'organization_invitation.pending_exists'],
  expiresAt: ['organization_invitation.invalid_expiry'],
} as const;

/** The client, and a refresh of every organization query (members.ts and this file share it). */
export const useOrganizationWrite = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all(tenantId) });
  return { tenantId, client, queryClient, refresh };
};

export const useCreateOrganization = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: (input: CreateOrganization) => client.post('/api/organizations', input, { guard: organizationGuard }),
    onSuccess: refresh,
  });
};

export const useUpdateOrganization = () => {
  const { tenantId, client, queryClient, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, ...input }: PatchOrganization & { id: string }) =>
      client.patch('/api/organizations/{id}', input, { params: { id }, guard: organizationGuard }),
    onSuccess: (organization: Organization) => {
      queryClient.setQueryData(organizationKeys.detail(tenantId, organization.id), organization);
      return refresh();
    },
  });
};

/** Deletes an organization and forgets it with its members, applications and invitations; the lists refresh. */
export const useDeleteOrganization = () => {
  const { tenantId, client, queryClient } = useOrganizationWrite();
  return useMutation({
    mutationFn: (id: string) => client.delete('/api/organizations/{id}', { params: { id } }),
    onSuccess: (_data, id) =>
      afterDelete(queryClient, organizationKeys.detail(tenantId, id), [organizationKeys.all(tenantId)]),
  });
};

/** Sets exactly these just-in-time email domains (an empty list removes them all). */
export const useReplaceJitEmailDomains = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, emailDomains }: { id: string; emailDomains: string[] }) =>
      client.put(
        '/api/organizations/{id}/jit/email-domains',
        { emailDomains },
        { params: { id }, suppressErrorCodes: jitFieldCodes.emailDomains },
      ),
    onSuccess: refresh,
  });
};

/** Sets exactly these just-in-time roles (User-type organization roles only). */
export const useReplaceJitRoles = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, organizationRoleIds }: { id: string; organizationRoleIds: string[] }) =>
      client.put(
        '/api/organizations/{id}/jit/roles',
        { organizationRoleIds },
        { params: { id }, suppressErrorCodes: jitFieldCodes.organizationRoleIds },
      ),
    onSuccess: refresh,
  });
};

/** Sets exactly these just-in-time SSO connectors (an empty list removes them all). */
export const useReplaceJitSsoConnectors = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: ({ id, ssoConnectorIds }: { id: string; ssoConnectorIds: string[] }) =>
      client.put(
        '/api/organizations/{id}/jit/sso-connectors',
        { ssoConnectorIds },
        { params: { id }, suppressErrorCodes: jitFieldCodes.ssoConnectorIds },
      ),
    onSuccess: refresh,
  });
};

export const useInviteToOrganization = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: (input: CreateOrganizationInvitation) =>
      client.post('/api/organization-invitations', input, {
        guard: organizationInvitationGuard,
        suppressErrorCodes: [...invitationFieldCodes.invitee, ...invitationFieldCodes.expiresAt],
      }),
    onSuccess: refresh,
  });
};

export const useRevokeInvitation = () => {
  const { client, refresh } = useOrganizationWrite();
  return useMutation({
    mutationFn: (invitationId: string) =>
      client.put(
        '/api/organization-invitations/{id}/status',
        { status: 'Revoked' },
        { params: { id: invitationId }, guard: organizationInvitationGuard },
      ),
    onSuccess: refresh,
  });
};
