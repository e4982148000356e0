import type { TenantPermission } from '@gatehouse/schemas/tenants';
import {
  memberTenantGuard,
  tenantInvitationGuard,
  tenantMemberGuard,
  tenantMemberScopeGuard,
} from '@gatehouse/schemas/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useTenant } from '../../app/tenant';
import { useApi } from '../ApiProvider';
import type { ApiClient } from '../client';
import { useMe } from '../me/queries';
import { tenantKeys } from './keys';

export const tenantsQuery = (me: ApiClient) =>
  queryOptions({
    queryKey: tenantKeys.list(),
    queryFn: () => me.get('/api/tenants', { guard: z.array(memberTenantGuard) }),
  });

export const invitationsQuery = (me: ApiClient) =>
  queryOptions({
    queryKey: tenantKeys.myInvitations(),
    queryFn: () => me.get('/api/invitations', { guard: z.array(tenantInvitationGuard) }),
  });

/** The tenants the console user is a member of (`GET /api/tenants`, cloud). */
export const useTenants = () => useQuery(tenantsQuery(useApi().me));

/** Invitations addressed to the console user's primary email (`GET /api/invitations`). */
export const useMyInvitations = () => useQuery(invitationsQuery(useApi().me));

/** The current tenant as its member sees it (cloud only: the self-hosted edition has no tenant list). */
export const useCurrentTenant = (enabled: boolean) => {
  const { tenantId } = useTenant();
  const query = useQuery({ ...tenantsQuery(useApi().me), enabled });
  return { ...query, data: query.data?.find((tenant) => tenant.id === tenantId) };
};

export const tenantMembersQuery = (client: ApiClient, tenantId: string) =>
  queryOptions({
    queryKey: tenantKeys.members(tenantId),
    queryFn: () =>
      client.get('/api/tenants/{tenantId}/members', { params: { tenantId }, guard: z.array(tenantMemberGuard) }),
  });

export const useTenantMembers = () => useQuery(tenantMembersQuery(useApi().me, useTenant().tenantId));

export const tenantInvitationsQuery = (client: ApiClient, tenantId: string) =>
  queryOptions({
    queryKey: tenantKeys.invitations(tenantId),
    queryFn: () =>
      client.get('/api/tenants/{tenantId}/invitations', {
        params: { tenantId },
        guard: z.array(tenantInvitationGuard),
      }),
  });

export const useTenantInvitations = () => useQuery(tenantInvitationsQuery(useApi().me, useTenant().tenantId));

/** The signed-in user's tenant permissions (spec §6): what the tenant settings screens offer. */
export const useTenantScopes = () => {
  const { tenantId } = useTenant();
  const client = useApi().me;
  const userId = useMe().data?.id;
  const query = useQuery({
    queryKey: tenantKeys.scopes(tenantId, userId ?? ''),
    queryFn: async () =>
      (
        await client.get('/api/tenants/{tenantId}/members/{userId}/scopes', {
          params: { tenantId, userId: userId ?? '' },
          guard: z.array(tenantMemberScopeGuard),
        })
      ).map(({ name }) => name),
    enabled: userId !== undefined,
  });
  const scopes = new Set(query.data ?? []);
  return { ...query, userId, can: (scope: TenantPermission) => scopes.has(scope) };
};
