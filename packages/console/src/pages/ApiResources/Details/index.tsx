import type { Resource } from '@gatehouse/schemas/resources';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useResource } from '../../../api/resources/queries';
import { useTenant } from '../../../app/tenant';
import { CopyField } from '../../../components/CopyField';
import { Tag, TagList } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';
import { GuideLinks } from '../ApiResourceGuide';
import styles from './index.module.css';

/** `api-resources/{id}/*`: the resource's header and its tabs (spec §2). */
export const ApiResourceDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  return (
    <DetailsPage
      query={useResource(id)}
      back={{ to: path('/api-resources'), label: t('api_resources.back_to_list') }}
      tabsLabel={t('api_resources.tabs')}
      describe={(resource) => ({
        title: resource.name,
        summary: (
          <div className={styles.identity}>
            <CopyField label={t('api_resources.indicator')} value={resource.indicator} />
            <TagList>
              {resource.isDefault ? <Tag>{t('api_resources.default_tag')}</Tag> : null}
              {resource.isReadOnly ? <Tag>{t('api_resources.managed_tag')}</Tag> : null}
            </TagList>
            {resource.isReadOnly ? null : <GuideLinks resourceId={resource.id} />}
          </div>
        ),
        tabs: [
          { to: 'permissions', title: t('api_resources.permissions') },
          { to: 'general', title: t('api_resources.general') },
        ],
      })}
    />
  );
};

/** The resource a details tab shows (loaded by the details shell). */
export const useDetailsResource = () => useDetailsEntity<Resource>();
