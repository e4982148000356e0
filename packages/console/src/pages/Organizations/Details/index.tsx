import type { Organization } from '@gatehouse/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useOrganization } from '../../../api/organizations';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../../../components/PageHeader';
import { RouteTabs } from '../../../components/Tabs';
import styles from '../../shared.module.css';

/** `organizations/{id}/{tab}`: the organization's header and its settings, members and M2M tabs. */
export const OrganizationDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  const query = useOrganization(id);
  const base = path(`/organizations/${encodeURIComponent(id)}`);
  return (
    <>
      <Link to={path('/organizations')} className={styles.rowLink}>
        ← {t('organizations.back_to_list')}
      </Link>
      <DataState query={query}>
        {(organization) => (
          <>
            <PageHeader
              title={organization.name}
              subtitle={`${t('organizations.organization_id')}: ${organization.id}`}
            />
            {organization.isMfaRequired ? (
              <div className={styles.summary}>
                <span className={styles.tag}>{t('organizations.mfa_required_tag')}</span>
              </div>
            ) : null}
            <RouteTabs
              label={t('organizations.tabs')}
              tabs={[
                { to: `${base}/settings`, title: t('organizations.settings') },
                { to: `${base}/members`, title: t('organizations.members') },
                { to: `${base}/machine-to-machine`, title: t('organizations.machine_to_machine') },
              ]}
            />
            <Outlet context={organization satisfies Organization} />
          </>
        )}
      </DataState>
    </>
  );
};

/** The organization a details tab shows (loaded by the details shell). */
export const useDetailsOrganization = () => useOutletContext<Organization>();
