import type { AriaRole, ReactNode } from 'react';
import styles from './index.module.css';

type Props = {
  children: ReactNode;
  /** The card's largest width in pixels. */
  width: number;
  /** A longer form: the card starts near the top, with more room inside. */
  form?: boolean;
  role?: AriaRole;
};

/** A page outside the console's shell (onboarding, welcome, accepting an invitation): one card, centred. */
export const StandalonePage = ({ children, width, form = false, role }: Props) => (
  <main className={[styles.page, form && styles.top].filter(Boolean).join(' ')}>
    <div
      className={[styles.card, form && styles.roomy].filter(Boolean).join(' ')}
      style={{ maxWidth: width }}
      role={role}
    >
      {children}
    </div>
  </main>
);
