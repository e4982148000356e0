import type { MemberTenant } from '@gatehouse/schemas/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { tenantKeys } from '../../api/tenants/keys';
import { useTenants } from '../../api/tenants/queries';
import { AppError } from '../../components/AppError';
import { AppLoading } from '../../components/AppLoading';
import { useTenant } from '../tenant';

/**
 * Session consistency in the cloud (spec §4): a tenant id in the path that is not among the
 * user's tenants leads to the root; a tenant where the member holds no scope is dropped from the
 * list and leads to the root too. Shows its children only for a tenant the user can use.
 */
export const TenantGuard = ({ children }: { children: ReactNode }) => {
  const { tenantId } = useTenant();
  const tenants = useTenants();
  const queryClient = useQueryClient();
  const current = tenants.data?.find(({ id }) => id === tenantId);
  const withoutScopes = current !== undefined && current.scopes.length === 0;
  useEffect(() => {
    if (!withoutScopes) return;
    queryClient.setQueryData<MemberTenant[]>(tenantKeys.list(), (list) => list?.filter(({ id }) => id !== tenantId));
  }, [withoutScopes, queryClient, tenantId]);
  if (tenants.error) return <AppError message={tenants.error.message} onRetry={() => void tenants.refetch()} />;
  if (!tenants.data) return <AppLoading />;
  if (!current || withoutScopes) return <Navigate to="/" replace />;
  return children;
};
