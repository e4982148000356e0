import { X } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './index.module.css';

/**
 * A short label on a thing: its type, a state, a role held. `success` and `danger` tones pair their
 * colour with words (never colour alone). With `onRemove`, a × button takes it out.
 */
export const Tag = ({
  tone = 'neutral',
  children,
  onRemove,
  removeLabel,
}: {
  tone?: 'neutral' | 'success' | 'danger';
  children: ReactNode;
  onRemove?: () => void;
  /** The remove button's name for screen readers, such as 'Remove example.com'. */
  removeLabel?: string;
}) => (
  <span className={`${styles.tag} ${styles[tone]}`}>
    {children}
    {onRemove ? (
      <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
        <X size={12} />
      </button>
    ) : null}
  </span>
);

/** Tags in a wrapping row; as a `ul` (its items `li`) when the tags are a list being edited. */
export const TagList = ({
  as: Element = 'span',
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'span' | 'ul'; children: ReactNode }) => (
  <Element className={styles.list} {...rest}>
    {children}
  </Element>
);
