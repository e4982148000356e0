import type { ReactNode } from 'react';
import styles from './index.module.css';

/** What a list or panel shows when there is nothing in it yet, with what to do about it. */
export const EmptyState = ({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) => (
  <div className={styles.empty}>
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden className={styles.icon}>
      <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 20h32" stroke="currentColor" strokeWidth="2" />
    </svg>
    <p className={styles.title}>{title}</p>
    {description ? <p className={styles.description}>{description}</p> : null}
    {action ? <div className={styles.action}>{action}</div> : null}
  </div>
);
