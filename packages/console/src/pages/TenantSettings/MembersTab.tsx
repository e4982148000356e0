import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useTenant } from '../../app/tenant';
import { RouteTabs } from '../../components/Tabs';

/** `members/*`: the members and, for those who may invite, the invitations. */
export const MembersTab = ({ canInvite }: { canInvite: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  return (
    <>
      {canInvite ? (
        <RouteTabs
          label={t('tenant_settings.members')}
          tabs={[
            { to: path('/tenant-settings/members'), title: t('tenant_settings.members') },
            { to: path('/tenant-settings/members/invitations'), title: t('tenant_settings.invitations') },
          ]}
        />
      ) : null}
      <Outlet />
    </>
  );
};
