import { defaultTenantId } from '@gatehouse/schemas/constants';
import { useTranslation } from 'react-i18next';
import { useConsoleConfig } from '../../app/config-context';
import { useTenant, useTenantEndpoints } from '../../app/tenant';
import { Card } from '../../components/Card';
import { CopyField } from '../../components/CopyField';
import { PageHeader } from '../../components/PageHeader';
import { Stack } from '../../components/Stack';
import { externalLinks } from '../../utils/external-links';
import { Checklist } from './Checklist';
import styles from './index.module.css';

/** Get started: what a developer needs to connect a first app to this tenant. */
const GetStarted = () => {
  const { t } = useTranslation();
  const config = useConsoleConfig();
  const { tenantId } = useTenant();
  const { endpoint, issuer } = useTenantEndpoints();
  const discovery = `${issuer}/.well-known/openid-configuration`;
  return (
    <>
      <PageHeader title={t('get_started.title')} />
      <div className={styles.hero}>
        <h2 className={styles.welcome}>{t('get_started.welcome')}</h2>
        <p className={styles.subtitle}>{t('get_started.subtitle')}</p>
      </div>
      <div className={styles.grid}>
        <Checklist />
        <Card title={t('get_started.endpoints_title')} description={t('get_started.endpoints_description')}>
          <Stack>
            <CopyField label={t('get_started.issuer')} value={issuer} />
            <CopyField label={t('get_started.discovery')} value={discovery} />
            {tenantId === defaultTenantId ? (
              <CopyField label={t('get_started.management_api')} value={config.resources.management} />
            ) : null}
            <CopyField label={t('get_started.tenant_id')} value={tenantId} />
          </Stack>
        </Card>
        <Card title={t('get_started.explore_title')}>
          <ul className={styles.links}>
            <li>
              <a
                href={`${endpoint}/api/openapi.json`}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.link}
              >
                <span className={styles.linkTitle}>{t('get_started.api_reference_title')}</span>
                <span className={styles.linkDescription}>{t('get_started.api_reference_description')}</span>
              </a>
            </li>
            <li>
              <a href={discovery} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <span className={styles.linkTitle}>{t('get_started.discovery')}</span>
                <span className={styles.linkDescription}>{discovery}</span>
              </a>
            </li>
            <li>
              <a href={externalLinks.docs} target="_blank" rel="noopener noreferrer" className={styles.link}>
                <span className={styles.linkTitle}>{t('get_started.docs_title')}</span>
                <span className={styles.linkDescription}>{t('get_started.docs_description')}</span>
              </a>
            </li>
          </ul>
        </Card>
      </div>
    </>
  );
};

export default GetStarted;
