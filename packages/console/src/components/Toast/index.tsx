import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './index.module.css';
import { toast as consoleToasts, type ToastStore } from './store';

/** Renders the toasts, announced to screen readers (errors assertively). */
export const Toaster = ({ store = consoleToasts }: { store?: ToastStore }) => {
  const toasts = useSyncExternalStore(store.subscribe, store.snapshot);
  const { t } = useTranslation();
  return (
    <div className={styles.region}>
      <div role="status" aria-live="polite" className={styles.stack}>
        {toasts
          .filter((item) => item.kind !== 'error')
          .map((item) => (
            <div key={item.id} className={`${styles.toast} ${styles[item.kind]}`}>
              <span>{item.message}</span>
              <button
                type="button"
                className={styles.close}
                onClick={() => store.dismiss(item.id)}
                aria-label={t('general.close')}
              >
                <X size={16} />
              </button>
            </div>
          ))}
      </div>
      <div role="alert" aria-live="assertive" className={styles.stack}>
        {toasts
          .filter((item) => item.kind === 'error')
          .map((item) => (
            <div key={item.id} className={`${styles.toast} ${styles.error}`}>
              <span className={styles.message}>{item.message}</span>
              <button
                type="button"
                className={styles.close}
                onClick={() => store.dismiss(item.id)}
                aria-label={t('general.close')}
              >
                <X size={16} />
              </button>
            </div>
          ))}
      </div>
    </div>
  );
};

export { consoleToasts as toast };
