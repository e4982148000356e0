import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useParams } from 'react-router';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { RouteTabs } from '../../components/Tabs';
import { isConnectorTab } from './connector-types';

/** The connectors' header and their two tabs: email and SMS, and social sign-in. */
export const ConnectorsLayout = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const { tab } = useParams();
  if (!isConnectorTab(tab)) return <PageNotFound homePath={path('/connectors')} />;
  return (
    <>
      <PageHeader
        title={t('connectors.title')}
        subtitle={t('connectors.subtitle')}
        actions={
          tab === 'social' ? (
            <Button
              kind="primary"
              icon={<Plus size={16} />}
              onClick={() => navigate(path('/connectors/social/create/social'))}
            >
              {t('connectors.add_social')}
            </Button>
          ) : undefined
        }
      />
      <RouteTabs
        label={t('connectors.tabs')}
        tabs={[
          { to: path('/connectors/passwordless'), title: t('connectors.tab_passwordless') },
          { to: path('/connectors/social'), title: t('connectors.tab_social') },
        ]}
      />
      <Outlet />
    </>
  );
};
