import type { User } from '@gatehouse/schemas/users';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUser } from '../../../api/users/queries';
import { useTenant } from '../../../app/tenant';
import { Avatar } from '../../../components/Avatar';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';
import { userTitle } from '../identity';

/** `users/{id}/{tab}`: the user's header (with a tag when suspended) and tabs. */
export const UserDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useUser(id)}
      back={{ to: path('/users'), label: t('users.back_to_list') }}
      tabsLabel={t('users.tabs')}
      describe={(user) => ({
        title: userTitle(user),
        subtitle: `${t('users.user_id')}: ${user.id}`,
        media: <Avatar name={userTitle(user)} src={user.avatar ?? undefined} size={48} />,
        tags: user.isSuspended ? <Tag tone="danger">{t('users.suspended')}</Tag> : undefined,
        tabs: [
          { to: 'settings', title: t('users.settings') },
          { to: 'roles', title: t('users.roles') },
          { to: 'logs', title: t('users.logs') },
          { to: 'organizations', title: t('organizations.title') },
        ],
      })}
    />
  );
};

/** The user a details tab shows (loaded by the details shell). */
export const useDetailsUser = () => useDetailsEntity<User>();
