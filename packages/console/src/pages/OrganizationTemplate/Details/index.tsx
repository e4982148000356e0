import type { OrganizationRole } from '@gatehouse/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrganizationRole } from '../../../api/organization-template/queries';
import { useTenant } from '../../../app/tenant';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';

/** `organization-template/organization-roles/{id}`: the role's header, type, and its two tabs. */
export const OrganizationRoleDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useOrganizationRole(id)}
      back={{ to: path('/organization-template/organization-roles'), label: t('organization_template.back_to_roles') }}
      tabsLabel={t('organization_template.role_tabs')}
      describe={(role) => ({
        title: role.name,
        subtitle: role.description || undefined,
        tags: <Tag>{role.type === 'User' ? t('roles.type_user') : t('roles.type_m2m')}</Tag>,
        tabs: [
          { to: 'permissions', title: t('roles.permissions') },
          { to: 'general', title: t('roles.general') },
        ],
      })}
    />
  );
};

/** The organization role a details tab shows (loaded by the details shell). */
export const useDetailsOrganizationRole = () => useDetailsEntity<OrganizationRole>();
