import type { ReactNode } from 'react';
import styles from './index.module.css';

/** A note on a page or in a dialog: `info` explains, `warning` asks for care (a secret shown once). */
export const Notice = ({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) => (
  <p className={`${styles.notice} ${styles[tone]}`}>{children}</p>
);
