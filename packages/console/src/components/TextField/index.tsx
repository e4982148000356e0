import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './index.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Marks the field as required for people and assistive technology. */
  required?: boolean;
};

/** A labelled text input with its hint or error, announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(({ label, error, hint, required, id, ...rest }, ref) => {
  const generated = useId();
  const inputId = id ?? generated;
  const described = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described}
        {...rest}
      />
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
});
TextField.displayName = 'TextField';
