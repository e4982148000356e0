import { useTranslation } from 'react-i18next';
import { Spinner } from '../Spinner';
import styles from './index.module.css';

/** The whole-window loading state (before sign-in and data are ready). */
export const AppLoading = () => {
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <Spinner size={32} label={t('general.loading')} />
    </div>
  );
};
