import type { ReactNode } from 'react';
import styles from './index.module.css';

/** A note on a page or in a dialog: `info` explains, `warning` asks for care (a secret shown once). */
export const Notice = ({
  tone = 'info',
  id,
  children,
}: {
  tone?: 'info' | 'warning';
  /** For a control that names the note in its `aria-describedby`. */
  id?: string;
  children: ReactNode;
}) => (
  <p id={id} className={`${styles.notice} ${styles[tone]}`}>
    {children}
  </p>
);
