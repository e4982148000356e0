import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormField } from '../FormField';
import fieldStyles from '../FormField/index.module.css';
import styles from './index.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required for people and assistive technology. */
  required?: boolean;
};

/** A bare text input in the fields' look, for a control laid out by hand inside a `FormField`. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, ...rest }, ref) => (
    <input ref={ref} className={[fieldStyles.control, styles.input, className].filter(Boolean).join(' ')} {...rest} />
  ),
);
Input.displayName = 'Input';

/** A labelled text input with its hint or error, announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(({ label, error, hint, required, id, ...rest }, ref) => (
  <FormField label={label} error={error} hint={hint} required={required} id={id}>
    {(control) => <Input ref={ref} {...control} {...rest} />}
  </FormField>
));
TextField.displayName = 'TextField';
