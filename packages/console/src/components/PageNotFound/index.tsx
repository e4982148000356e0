import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './index.module.css';

/** Any unknown console path (spec §2: 'errors.page_not_found'). */
export const PageNotFound = ({ homePath = '/' }: { homePath?: string }) => {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.page_not_found'));
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>{t('errors.page_not_found')}</h1>
      <p className={styles.description}>{t('errors.page_not_found_description')}</p>
      <Link to={homePath} className={styles.link}>
        {t('errors.back_to_console')}
      </Link>
    </div>
  );
};
