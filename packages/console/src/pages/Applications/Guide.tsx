import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApplication } from '../../api/applications';
import { useResourcesWithScopes } from '../../api/roles';
import { useConsoleConfig } from '../../app/config-context';
import { useTenant, useTenantEndpoints } from '../../app/tenant';
import { CodeBlock } from '../../components/CodeBlock';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import styles from '../shared.module.css';
import { appGuides } from './guides';

/** `applications/{id}/guide/{guideId}`: connecting this app, with its real ids and endpoints. */
export const ApplicationGuide = () => {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const { path } = useTenant();
  const { issuer } = useTenantEndpoints();
  const config = useConsoleConfig();
  const query = useApplication(id);
  const resources = useResourcesWithScopes();
  // An API of the tenant with a permission, for the machine-to-machine example.
  const api = resources.data?.find((resource) => !resource.isReadOnly && resource.scopes.length > 0);

  return (
    <DataState query={query}>
      {(application) => {
        const guide = appGuides({
          issuer,
          appId: application.id,
          redirectUri: application.oidcClientMetadata.redirectUris[0] ?? 'http://localhost:3000/callback',
          postLogoutRedirectUri: application.oidcClientMetadata.postLogoutRedirectUris[0] ?? 'http://localhost:3000',
          resource: api?.indicator ?? config.resources.management,
          scope: api?.scopes[0]?.name ?? 'all',
        }).find((candidate) => candidate.id === guideId && candidate.types.includes(application.type));
        const back = path(`/applications/${encodeURIComponent(id)}`);
        if (!guide) return <PageNotFound homePath={back} />;
        return (
          <div className={styles.cards}>
            <Link to={back} className={styles.rowLink}>
              ← {application.name}
            </Link>
            <PageHeader
              title={t('applications.guide_title', { stack: guide.name })}
              subtitle={t('applications.guide_subtitle')}
            />
            {application.oidcClientMetadata.redirectUris.length === 0 && application.type !== 'MachineToMachine' ? (
              <p className={styles.warning}>{t('applications.guide_no_redirect')}</p>
            ) : null}
            {guide.steps.map((step) => (
              <CodeBlock key={step.label} label={step.label} code={step.code} />
            ))}
            {application.type === 'SPA' || application.type === 'Native' ? null : (
              <p className={styles.hint}>{t('applications.guide_secret_note')}</p>
            )}
          </div>
        );
      }}
    </DataState>
  );
};

/** Links to the guides that fit the application's type. */
export const ApplicationGuideLinks = ({ id, type }: { id: string; type: string }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const guides = appGuides({
    issuer: '',
    appId: '',
    redirectUri: 'http://localhost/',
    postLogoutRedirectUri: '',
    resource: '',
    scope: '',
  }).filter((guide) => (guide.types as readonly string[]).includes(type));
  if (guides.length === 0) return null;
  return (
    <nav className={styles.guideLinks} aria-label={t('applications.guides')}>
      <span>{t('applications.guides')}</span>
      {guides.map((guide) => (
        <Link key={guide.id} to={path(`/applications/${encodeURIComponent(id)}/guide/${guide.id}`)}>
          {guide.name}
        </Link>
      ))}
    </nav>
  );
};
