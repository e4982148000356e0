import type { MemberTenant } from '@gatehouse/schemas/tenants';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { tenantKeys } from '../../api/tenants/keys';
import { useTenantScopes, useTenants } from '../../api/tenants/queries';
import { AppError } from '../../components/AppError';
import { AppLoading } from '../../components/AppLoading';
import { tenantOrganizationId } from '../../utils/tenant-path';
import { useAuth } from '../auth/context';
import { useTenant } from '../tenant';
import { sessionAction } from './session-consistency';

/** The last promotion that signed in again (session storage), so that it happens once. */
const consentAttemptKey = 'gatehouse.console.consent-attempt';
/**
 * On entering a tenant and on every navigation in it: the member's scopes on the server against
 * those of the organization token (spec §4, `sessionAction`). A promotion signs in again with
 * consent, back to the same page; a demotion drops the token, so the next request gets a new one.
 */
const useSessionConsistency = (tenantId: string, enabled: boolean) => {
  const auth = useAuth();
  // Each navigation (a new location key) checks again.
  const { key: navigation } = useLocation();
  const { refetch, userId } = useTenantScopes();
  useEffect(() => {
    if (!enabled || !userId || !navigation) return;
    let current = true;
    void (async () => {
      const server = (await refetch()).data;
      const organizationId = tenantOrganizationId(tenantId);
      const token = await auth.tokens.organizationScopes(organizationId);
      if (!current || !server) return;
      const action = sessionAction(server, token);
      // Once per tenant and set of scopes: should the new sign-in's token still lack them, no loop.
      const attempt = `${tenantId} ${[...server].sort().join(' ')}`;
      if (action === 'consent' && window.sessionStorage.getItem(consentAttemptKey) !== attempt) {
        window.sessionStorage.setItem(consentAttemptKey, attempt);
        await auth.restartSignIn({ prompt: 'consent' });
      } else if (action !== 'none') auth.tokens.forgetOrganization(organizationId);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [enabled, userId, tenantId, navigation, refetch, auth]);
};

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
  useSessionConsistency(tenantId, current !== undefined && !withoutScopes);
  useEffect(() => {
    if (!withoutScopes) return;
    queryClient.setQueryData<MemberTenant[]>(tenantKeys.list(), (list) => list?.filter(({ id }) => id !== tenantId));
  }, [withoutScopes, queryClient, tenantId]);
  if (tenants.error) return <AppError message={tenants.error.message} onRetry={() => void tenants.refetch()} />;
  if (!tenants.data) return <AppLoading />;
  if (!current || withoutScopes) return <Navigate to="/" replace />;
  return children;
};
