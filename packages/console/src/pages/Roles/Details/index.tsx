import type { Role } from '@gatehouse/schemas/roles';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRole } from '../../../api/roles/queries';
import { useTenant } from '../../../app/tenant';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';

/** `roles/{id}`: the role's header and tabs; users for User roles, M2M apps for machine-to-machine ones. */
export const RoleDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useRole(id)}
      back={{ to: path('/roles'), label: t('roles.back_to_list') }}
      tabsLabel={t('roles.tabs')}
      describe={(role) => ({
        title: role.name,
        subtitle: role.description || undefined,
        tags: (
          <>
            <Tag>{role.type === 'User' ? t('roles.type_user') : t('roles.type_m2m')}</Tag>
            {role.isDefault ? <Tag>{t('roles.default_tag')}</Tag> : null}
            {role.isReadOnly ? <Tag>{t('api_resources.managed_tag')}</Tag> : null}
          </>
        ),
        tabs: [
          { to: 'permissions', title: t('roles.permissions') },
          role.type === 'User'
            ? { to: 'users', title: t('roles.users') }
            : { to: 'machine-to-machine-apps', title: t('roles.applications') },
          { to: 'general', title: t('roles.general') },
        ],
      })}
    />
  );
};

/** The role a details tab shows (loaded by the details shell). */
export const useDetailsRole = () => useDetailsEntity<Role>();
