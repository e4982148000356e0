import type { Resource } from '@gatehouse/schemas/resources';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useResource } from '../../../api/resources';
import { useTenant } from '../../../app/tenant';
import { CopyField } from '../../../components/CopyField';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../../../components/PageHeader';
import { RouteTabs } from '../../../components/Tabs';
import styles from '../../shared.module.css';
import { GuideLinks } from '../Guide';

/** `api-resources/{id}/*`: the resource's header and its tabs (spec §2). */
export const ApiResourceDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  const query = useResource(id);
  const base = path(`/api-resources/${encodeURIComponent(id)}`);
  return (
    <>
      <Link to={path('/api-resources')} className={styles.rowLink}>
        ← {t('api_resources.back_to_list')}
      </Link>
      <DataState query={query}>
        {(resource) => (
          <>
            <PageHeader title={resource.name} />
            <div className={styles.identity}>
              <CopyField label={t('api_resources.indicator')} value={resource.indicator} />
              <div className={styles.nameCell}>
                {resource.isDefault ? <span className={styles.tag}>{t('api_resources.default_tag')}</span> : null}
                {resource.isReadOnly ? <span className={styles.tag}>{t('api_resources.managed_tag')}</span> : null}
              </div>
              {resource.isReadOnly ? null : <GuideLinks resourceId={resource.id} />}
            </div>
            <RouteTabs
              label={t('api_resources.tabs')}
              tabs={[
                { to: `${base}/permissions`, title: t('api_resources.permissions') },
                { to: `${base}/general`, title: t('api_resources.general') },
              ]}
            />
            <Outlet context={resource satisfies Resource} />
          </>
        )}
      </DataState>
    </>
  );
};

/** The resource a details tab shows (loaded by the details shell). */
export const useDetailsResource = () => useOutletContext<Resource>();
