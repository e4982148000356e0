import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useResource, useScopeList } from '../../api/resources/queries';
import { useTenant, useTenantEndpoints } from '../../app/tenant';
import { CodeBlock } from '../../components/CodeBlock';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { BackLink } from '../../patterns/DetailsPage';
import { GuideLinks as GuideLinkRow } from '../../patterns/GuideLinks';
import styles from './Guide.module.css';
import { apiGuides } from './guides';

/** `api-resources/{id}/guide/{guideId}`: validating this API's tokens in one stack, with the real values. */
export const ApiResourceGuide = () => {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const { path } = useTenant();
  const { issuer } = useTenantEndpoints();
  const query = useResource(id);
  const scopes = useScopeList(id, '', 1);
  const scope = scopes.data?.items[0]?.name ?? 'read:example';

  return (
    <DataState query={query}>
      {(resource) => {
        const guide = apiGuides({ issuer, jwksUri: `${issuer}/jwks`, audience: resource.indicator, scope }).find(
          (candidate) => candidate.id === guideId,
        );
        if (!guide) return <PageNotFound homePath={path(`/api-resources/${encodeURIComponent(id)}`)} />;
        return (
          <div className={styles.guide}>
            <BackLink to={path(`/api-resources/${encodeURIComponent(id)}`)}>{resource.name}</BackLink>
            <PageHeader
              title={t('api_resources.guide_title', { stack: guide.name })}
              subtitle={t('api_resources.guide_subtitle')}
            />
            <ol className={styles.steps}>
              <li>
                <h2 className={styles.stepTitle}>{t('api_resources.guide_install')}</h2>
                <CodeBlock label={guide.install.label} code={guide.install.code} language={guide.install.language} />
              </li>
              <li>
                <h2 className={styles.stepTitle}>{t('api_resources.guide_validate')}</h2>
                <p className={styles.stepText}>{t('api_resources.guide_validate_description', { scope })}</p>
                <CodeBlock label={guide.code.label} code={guide.code.code} language={guide.code.language} />
              </li>
              <li>
                <h2 className={styles.stepTitle}>{t('api_resources.guide_try')}</h2>
                <p className={styles.stepText}>{t('api_resources.guide_try_description')}</p>
              </li>
            </ol>
          </div>
        );
      }}
    </DataState>
  );
};

/** Links to the guides, shown on the resource's details page. */
export const GuideLinks = ({ resourceId }: { resourceId: string }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const stacks = apiGuides({ issuer: '', jwksUri: '', audience: '', scope: '' });
  return (
    <GuideLinkRow
      label={t('api_resources.guides')}
      links={stacks.map((guide) => ({
        to: path(`/api-resources/${encodeURIComponent(resourceId)}/guide/${guide.id}`),
        name: guide.name,
      }))}
    />
  );
};
