import type { Application } from '@gatehouse/schemas/applications';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApplication } from '../../../api/applications/queries';
import { useTenant } from '../../../app/tenant';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';
import { ApplicationGuideLinks } from '../ApplicationGuide';
import { typePhrases } from '../types';

/**
 * `applications/{id}/{tab}`: the application's header and tabs (roles for M2M apps, permissions and
 * branding for third-party ones, attribute mapping for SAML apps).
 */
export const ApplicationDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useApplication(id)}
      back={{ to: path('/applications'), label: t('applications.back_to_list') }}
      tabsLabel={t('applications.tabs')}
      describe={(application) => ({
        title: application.name,
        subtitle: application.description ?? undefined,
        tags: (
          <>
            <Tag>{t(`applications.types.${typePhrases[application.type].name}`)}</Tag>
            {application.isThirdParty ? <Tag>{t('applications.third_party')}</Tag> : null}
          </>
        ),
        summary:
          application.type === 'SAML' ? undefined : (
            <ApplicationGuideLinks id={application.id} type={application.type} />
          ),
        tabs: [
          { to: 'settings', title: t('applications.settings') },
          ...(application.type === 'SAML'
            ? [{ to: 'attribute-mapping', title: t('saml_applications.attribute_mapping') }]
            : []),
          ...(application.type === 'MachineToMachine'
            ? [
                { to: 'roles', title: t('applications.roles') },
                { to: 'organizations', title: t('organizations.title') },
              ]
            : []),
          ...(application.isThirdParty
            ? [
                { to: 'permissions', title: t('applications.permissions') },
                { to: 'branding', title: t('applications.branding') },
              ]
            : []),
          { to: 'logs', title: t('applications.logs') },
        ],
      })}
    />
  );
};

/** The application a details tab shows (loaded by the details shell). */
export const useDetailsApplication = () => useDetailsEntity<Application>();
