import type { User } from '@gatehouse/schemas/users';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useUser } from '../../../api/users';
import { useTenant } from '../../../app/tenant';
import { Avatar } from '../../../components/Avatar';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../../../components/PageHeader';
import { RouteTabs } from '../../../components/Tabs';
import styles from '../../shared.module.css';
import { userTitle } from '../identity';

/** `users/{id}/{tab}`: the user's header (with a tag when suspended) and tabs. */
export const UserDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  const query = useUser(id);
  const base = path(`/users/${encodeURIComponent(id)}`);
  return (
    <>
      <Link to={path('/users')} className={styles.rowLink}>
        ← {t('users.back_to_list')}
      </Link>
      <DataState query={query}>
        {(user) => (
          <>
            <div className={styles.userCell}>
              <Avatar name={userTitle(user)} src={user.avatar ?? undefined} size={48} />
              <PageHeader title={userTitle(user)} subtitle={`${t('users.user_id')}: ${user.id}`} />
            </div>
            {user.isSuspended ? (
              <div className={styles.summary}>
                <span className={`${styles.tag} ${styles.tagError}`}>{t('users.suspended')}</span>
              </div>
            ) : null}
            <RouteTabs
              label={t('users.tabs')}
              tabs={[
                { to: `${base}/settings`, title: t('users.settings') },
                { to: `${base}/roles`, title: t('users.roles') },
                { to: `${base}/logs`, title: t('users.logs') },
                { to: `${base}/organizations`, title: t('organizations.title') },
              ]}
            />
            <Outlet context={user satisfies User} />
          </>
        )}
      </DataState>
    </>
  );
};

/** The user a details tab shows (loaded by the details shell). */
export const useDetailsUser = () => useOutletContext<User>();
