import { memberTenantGuard, tenantInvitationGuard } from '@gatehouse/schemas/tenants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../ApiProvider';
import type { ApiClient } from '../client';
import { cloudKeys } from './keys';

export const tenantsQuery = (me: ApiClient) =>
  queryOptions({
    queryKey: cloudKeys.tenants(),
    queryFn: () => me.get('/api/tenants', { guard: z.array(memberTenantGuard) }),
  });

export const invitationsQuery = (me: ApiClient) =>
  queryOptions({
    queryKey: cloudKeys.invitations(),
    queryFn: () => me.get('/api/invitations', { guard: z.array(tenantInvitationGuard) }),
  });

/** The tenants the console user is a member of (`GET /api/tenants`, cloud). */
export const useTenants = () => useQuery(tenantsQuery(useApi().me));

/** Invitations addressed to the console user's primary email (`GET /api/invitations`). */
export const useMyInvitations = () => useQuery(invitationsQuery(useApi().me));
