import {
  type MemberTenant,
  memberTenantGuard,
  tenantInvitationGuard,
  type tenantTags,
} from '@gatehouse/schemas/tenants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../ApiProvider';
import { cloudKeys } from './keys';

export type NewTenant = { name: string; regionName: 'EU' | 'US' | 'AU'; tag?: (typeof tenantTags)[number] };

/** Creates a tenant (`POST /api/tenants`); the new one is prepended to the cached list. */
export const useCreateTenant = () => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tenant: NewTenant) => me.post('/api/tenants', tenant, { guard: memberTenantGuard }),
    onSuccess: (created) =>
      queryClient.setQueryData<MemberTenant[]>(cloudKeys.tenants(), (list) => [
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
        queryClient.invalidateQueries({ queryKey: cloudKeys.tenants() }),
        queryClient.invalidateQueries({ queryKey: cloudKeys.invitations() }),
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
