import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { useTenantScopes } from '../../api/tenants/queries';
import { isCloud } from '../../app/config';
import { useConsoleConfig } from '../../app/config-context';
import { useTenant } from '../../app/tenant';
import { Bone } from '../../components/Bone';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { RouteTabs } from '../../components/Tabs';
import { InvitationsTab } from './InvitationsTab';
import { MemberList } from './MemberList';
import { MembersTab } from './MembersTab';
import { SettingsTab } from './SettingsTab';

/** The header and tabs; the settings tab only for those who may manage the tenant, in the cloud. */
const TenantSettingsShell = ({ canManage }: { canManage: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  return (
    <>
      <PageHeader title={t('tenant_settings.title')} subtitle={t('tenant_settings.subtitle')} />
      {/* One tab alone (members, for those who cannot manage the tenant) is no choice: no tab bar. */}
      {canManage ? (
        <RouteTabs
          label={t('tenant_settings.tabs')}
          tabs={[
            { to: path('/tenant-settings/settings'), title: t('tenant_settings.settings') },
            { to: path('/tenant-settings/members'), title: t('tenant_settings.members') },
          ]}
        />
      ) : null}
      <Outlet />
    </>
  );
};

/**
 * `tenant-settings/*` (spec §2): the index leads to settings for those who may manage the tenant,
 * else to members; `members/invitations` only for those who may invite; anything else is not found.
 */
const TenantSettings = () => {
  const cloud = isCloud(useConsoleConfig());
  const scopes = useTenantScopes();
  if (scopes.isPending) return <Bone style={{ height: 240 }} />;
  // The self-hosted edition has one tenant, `default`, whose name and tag the API does not change.
  const canManage = cloud && scopes.can('manage:tenant');
  const canInvite = scopes.can('invite:member');
  return (
    <Routes>
      <Route element={<TenantSettingsShell canManage={canManage} />}>
        <Route index element={<Navigate to={canManage ? 'settings' : 'members'} replace />} />
        {canManage ? <Route path="settings" element={<SettingsTab />} /> : null}
        <Route path="members" element={<MembersTab canInvite={canInvite} />}>
          <Route index element={<MemberList />} />
          {canInvite ? <Route path="invitations" element={<InvitationsTab />} /> : null}
          <Route path="*" element={<PageNotFound />} />
        </Route>
      </Route>
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
};

export default TenantSettings;
