import type { Role } from '@gatehouse/schemas/roles';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useRole } from '../../../api/roles';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../../../components/PageHeader';
import { RouteTabs } from '../../../components/Tabs';
import styles from '../../shared.module.css';

/** `roles/{id}`: the role's header and tabs; users for User roles, M2M apps for machine-to-machine ones. */
export const RoleDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  const query = useRole(id);
  const base = path(`/roles/${encodeURIComponent(id)}`);
  return (
    <>
      <Link to={path('/roles')} className={styles.rowLink}>
        ← {t('roles.back_to_list')}
      </Link>
      <DataState query={query}>
        {(role) => (
          <>
            <PageHeader title={role.name} subtitle={role.description || undefined} />
            <div className={styles.summary}>
              <span className={styles.tag}>{role.type === 'User' ? t('roles.type_user') : t('roles.type_m2m')}</span>
              {role.isDefault ? <span className={styles.tag}>{t('roles.default_tag')}</span> : null}
              {role.isReadOnly ? <span className={styles.tag}>{t('api_resources.managed_tag')}</span> : null}
            </div>
            <RouteTabs
              label={t('roles.tabs')}
              tabs={[
                { to: `${base}/permissions`, title: t('roles.permissions') },
                role.type === 'User'
                  ? { to: `${base}/users`, title: t('roles.users') }
                  : { to: `${base}/machine-to-machine-apps`, title: t('roles.applications') },
                { to: `${base}/general`, title: t('roles.general') },
              ]}
            />
            <Outlet context={role satisfies Role} />
          </>
        )}
      </DataState>
    </>
  );
};

/** The role a details tab shows (loaded by the details shell). */
export const useDetailsRole = () => useOutletContext<Role>();
