import type { Application } from '@gatehouse/schemas/applications';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useOutletContext, useParams } from 'react-router';
import { useApplication } from '../../../api/applications';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { PageHeader } from '../../../components/PageHeader';
import { RouteTabs } from '../../../components/Tabs';
import styles from '../../shared.module.css';
import { ApplicationGuideLinks } from '../Guide';
import { typePhrases } from '../types';

/** `applications/{id}/{tab}`: the application's header and tabs (roles for M2M apps, permissions and branding for third-party ones). */
export const ApplicationDetails = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { path } = useTenant();
  const query = useApplication(id);
  const base = path(`/applications/${encodeURIComponent(id)}`);
  return (
    <>
      <Link to={path('/applications')} className={styles.rowLink}>
        ← {t('applications.back_to_list')}
      </Link>
      <DataState query={query}>
        {(application) => (
          <>
            <PageHeader title={application.name} subtitle={application.description ?? undefined} />
            <div className={styles.summary}>
              <span className={styles.tag}>{t(`applications.types.${typePhrases[application.type].name}`)}</span>
              {application.isThirdParty ? <span className={styles.tag}>{t('applications.third_party')}</span> : null}
            </div>
            <ApplicationGuideLinks id={application.id} type={application.type} />
            <RouteTabs
              label={t('applications.tabs')}
              tabs={[
                { to: `${base}/settings`, title: t('applications.settings') },
                ...(application.type === 'MachineToMachine'
                  ? [
                      { to: `${base}/roles`, title: t('applications.roles') },
                      { to: `${base}/organizations`, title: t('organizations.title') },
                    ]
                  : []),
                ...(application.isThirdParty
                  ? [
                      { to: `${base}/permissions`, title: t('applications.permissions') },
                      { to: `${base}/branding`, title: t('applications.branding') },
                    ]
                  : []),
                { to: `${base}/logs`, title: t('applications.logs') },
              ]}
            />
            <Outlet context={application satisfies Application} />
          </>
        )}
      </DataState>
    </>
  );
};

/** The application a details tab shows (loaded by the details shell). */
export const useDetailsApplication = () => useOutletContext<Application>();
