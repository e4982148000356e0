import type { OrganizationRole } from '@gatehouse/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useOrganizationRole } from '../../../api/organization-template';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../../../components/PageHeader';
import { RouteTabs } from '../../../components/Tabs';
import styles from '../../shared.module.css';

/** `organization-template/organization-roles/{id}`: the role's header, type, and its two tabs. */
export const OrganizationRoleDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  const query = useOrganizationRole(id);
  const base = path(`/organization-template/organization-roles/${encodeURIComponent(id)}`);
  return (
    <>
      <Link to={path('/organization-template/organization-roles')} className={styles.rowLink}>
        ← {t('organization_template.back_to_roles')}
      </Link>
      <DataState query={query}>
        {(role) => (
          <>
            <PageHeader title={role.name} subtitle={role.description || undefined} />
            <div className={styles.summary}>
              <span className={styles.tag}>{role.type === 'User' ? t('roles.type_user') : t('roles.type_m2m')}</span>
            </div>
            <RouteTabs
              label={t('organization_template.role_tabs')}
              tabs={[
                { to: `${base}/permissions`, title: t('roles.permissions') },
                { to: `${base}/general`, title: t('roles.general') },
              ]}
            />
            <Outlet context={role satisfies OrganizationRole} />
          </>
        )}
      </DataState>
    </>
  );
};

/** The organization role a details tab shows (loaded by the details shell). */
export const useDetailsOrganizationRole = () => useOutletContext<OrganizationRole>();
