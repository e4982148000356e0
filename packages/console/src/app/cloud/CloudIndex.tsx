import { Navigate } from 'react-router';
import { useMe } from '../../api/me/queries';
import { useMyInvitations, useTenants } from '../../api/tenants/queries';
import { AppError } from '../../components/AppError';
import { AppLoading } from '../../components/AppLoading';
import { decideIndex, defaultTenantKey, isOnboardingDone } from './index-route';

/** The cloud console's index route (spec §2): onboarding, a tenant, or the landing page. */
export const CloudIndex = () => {
  const me = useMe();
  const tenants = useTenants();
  const invitations = useMyInvitations();
  const error = me.error ?? tenants.error;
  if (error) {
    return (
      <AppError
        message={error.message}
        onRetry={() => {
          void me.refetch();
          void tenants.refetch();
        }}
      />
    );
  }
  if (!me.data || !tenants.data || invitations.isPending) return <AppLoading />;
  const storedDefault = me.data.customData?.[defaultTenantKey];
  const decision = decideIndex({
    onboardingDone: isOnboardingDone(me.data.customData),
    defaultTenantId: typeof storedDefault === 'string' ? storedDefault : undefined,
    tenantIds: tenants.data.filter(({ scopes }) => scopes.length > 0).map(({ id }) => id),
    pendingInvitations: (invitations.data ?? []).filter(({ status }) => status === 'Pending').length,
  });
  switch (decision.to) {
    case 'onboarding':
      return <Navigate to="/onboarding" replace />;
    case 'tenant':
      return <Navigate to={`/${encodeURIComponent(decision.tenantId)}`} replace />;
    default:
      return <Navigate to="/welcome" replace />;
  }
};
