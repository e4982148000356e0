import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { Muted } from '../../../components/FormField';
import { guideCatalog } from '../guides';
import { typePhrases } from '../types';
import styles from './FrameworkGrid.module.css';
import { TypeIcon } from './TypeIcon';

/** "Start from a framework": each card creates an application of the right type, then opens its guide. */
export const FrameworkGrid = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  return (
    <Card title={t('applications.frameworks_title')} description={t('applications.frameworks_description')}>
      <ul className={styles.grid}>
        {guideCatalog.map((guide) => {
          const type = guide.types[0];
          return (
            <li key={guide.id}>
              <Link
                className={styles.card}
                to={`${path('/applications/create')}?framework=${encodeURIComponent(guide.id)}`}
              >
                {type ? (
                  <span className={styles.icon}>
                    <TypeIcon type={type} />
                  </span>
                ) : null}
                <span className={styles.text}>
                  <span className={styles.name}>{guide.name}</span>
                  {type ? <Muted>{t(`applications.types.${typePhrases[type].name}`)}</Muted> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
};
