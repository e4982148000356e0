import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FormField } from '../FormField';
import fieldStyles from '../FormField/index.module.css';
import styles from './index.module.css';

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** The `<option>`s. */
  children: ReactNode;
};

/**
 * A labelled choice of one value. The browser's own select: every keyboard, screen reader and phone
 * knows it, it types ahead through long lists (the audit log's events), and it costs no script. Only
 * its box is drawn in the design system's look, with the set's chevron at the end.
 */
export const Select = forwardRef<HTMLSelectElement, Props>(
  ({ label, error, hint, required, id, children, ...rest }, ref) => (
    <FormField label={label} error={error} hint={hint} required={required} id={id}>
      {(control) => (
        <span className={styles.wrapper}>
          <select ref={ref} className={`${fieldStyles.control} ${styles.select}`} {...control} {...rest}>
            {children}
          </select>
          <ChevronDown size={16} className={styles.chevron} />
        </span>
      )}
    </FormField>
  ),
);
Select.displayName = 'Select';
