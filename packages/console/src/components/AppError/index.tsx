import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './index.module.css';

type Props = {
  title?: string;
  code?: string;
  message?: string;
  /** The call stack, behind 'More details'. */
  details?: string;
  /** Retry: the console clears every token and reloads (spec §2). */
  onRetry?: () => void;
};

/** The generic error screen: title, code, message, expandable details, retry. */
export const AppError = ({ title, code, message, details, onRetry }: Props) => {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  return (
    <main className={styles.page}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{title ?? t('errors.something_went_wrong')}</h1>
        {code ? <p className={styles.code}>{code}</p> : null}
        {message ? <p className={styles.message}>{message}</p> : null}
        {details ? (
          <>
            <Button
              kind="text"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('errors.hide_details') : t('errors.more_details')}
            </Button>
            {expanded ? (
              <pre id={detailsId} className={styles.details}>
                {details}
              </pre>
            ) : null}
          </>
        ) : null}
        {onRetry ? (
          <div className={styles.actions}>
            <p className={styles.hint}>{t('errors.retry_description')}</p>
            <Button kind="primary" onClick={onRetry}>
              {t('general.retry')}
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
};
