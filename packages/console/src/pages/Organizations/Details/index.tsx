import type { Organization } from '@gatehouse/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrganization } from '../../../api/organizations/queries';
import { useTenant } from '../../../app/tenant';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';

/** `organizations/{id}/{tab}`: the organization's header and its settings, members and M2M tabs. */
export const OrganizationDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useOrganization(id)}
      back={{ to: path('/organizations'), label: t('organizations.back_to_list') }}
      tabsLabel={t('organizations.tabs')}
      describe={(organization) => ({
        title: organization.name,
        subtitle: `${t('organizations.organization_id')}: ${organization.id}`,
        tags: organization.isMfaRequired ? <Tag>{t('organizations.mfa_required_tag')}</Tag> : undefined,
        tabs: [
          { to: 'settings', title: t('organizations.settings') },
          { to: 'members', title: t('organizations.members') },
          { to: 'machine-to-machine', title: t('organizations.machine_to_machine') },
        ],
      })}
    />
  );
};

/** The organization a details tab shows (loaded by the details shell). */
export const useDetailsOrganization = () => useDetailsEntity<Organization>();
