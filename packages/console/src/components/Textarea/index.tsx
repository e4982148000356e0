import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FormField } from '../FormField';
import fieldStyles from '../FormField/index.module.css';
import styles from './index.module.css';

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
};

/** A labelled multi-line input (JSON) in a monospace font, with its hint or error. A list of values is a `ListField`. */
export const Textarea = forwardRef<HTMLTextAreaElement, Props>(({ label, error, hint, required, id, ...rest }, ref) => (
  <FormField label={label} error={error} hint={hint} required={required} id={id}>
    {(control) => <textarea ref={ref} className={`${fieldStyles.control} ${styles.textarea}`} {...control} {...rest} />}
  </FormField>
));
Textarea.displayName = 'Textarea';
