import type { Log } from '@gatehouse/schemas/logs';
import { useTranslation } from 'react-i18next';
import styles from '../shared.module.css';

/** Success or failure of an audited step, as a tag that does not rely on colour alone. */
export const LogResult = ({ log }: { log: Log }) => {
  const { t } = useTranslation();
  const failed = log.payload.result === 'Error';
  return (
    <span className={`${styles.tag} ${failed ? styles.tagError : styles.tagSuccess}`}>
      {failed ? `✕ ${t('audit_logs.error')}` : `✓ ${t('audit_logs.success')}`}
    </span>
  );
};
