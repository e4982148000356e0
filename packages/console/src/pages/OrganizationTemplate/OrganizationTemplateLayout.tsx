import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useTenant } from '../../app/tenant';
import { PageHeader } from '../../components/PageHeader';
import { RouteTabs } from '../../components/Tabs';

/** The organization template's header and its two tabs: organization roles and organization permissions. */
export const OrganizationTemplateLayout = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  return (
    <>
      <PageHeader title={t('organization_template.title')} subtitle={t('organization_template.subtitle')} />
      <RouteTabs
        label={t('organization_template.tabs')}
        tabs={[
          { to: path('/organization-template/organization-roles'), title: t('organization_template.roles') },
          {
            to: path('/organization-template/organization-permissions'),
            title: t('organization_template.permissions'),
          },
        ]}
      />
      <Outlet />
    </>
  );
};
