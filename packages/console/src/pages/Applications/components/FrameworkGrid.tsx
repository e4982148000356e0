import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import styles from '../../shared.module.css';
import { guideCatalog } from '../guides';
import { typePhrases } from '../types';

/** "Start from a framework": each card creates an application of the right type, then opens its guide. */
export const FrameworkGrid = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  return (
    <Card title={t('applications.frameworks_title')} description={t('applications.frameworks_description')}>
      <ul className={styles.frameworkGrid}>
        {guideCatalog.map((guide) => {
          const type = guide.types[0];
          return (
            <li key={guide.id}>
              <Link
                className={styles.frameworkCard}
                to={`${path('/applications/create')}?framework=${encodeURIComponent(guide.id)}`}
              >
                <span className={styles.typeName}>{guide.name}</span>
                {type ? <span className={styles.hint}>{t(`applications.types.${typePhrases[type].name}`)}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
};
