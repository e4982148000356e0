import { type ReactNode, useId } from 'react';
import styles from './index.module.css';

/** What a field gives its control: the id its label points at, and its state for assistive technology. */
export type FieldControl = {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
};

/**
 * The layout every form field shares: the label (with a required mark), the control, then its error
 * (announced) or its hint, which the control is described by.
 *
 * @example
 * <FormField label={t('users.custom_data')} error={errors.customData?.message}>
 *   {(control) => <textarea {...control} {...register('customData')} />}
 * </FormField>
 */
export const FormField = ({
  label,
  required,
  hint,
  error,
  id,
  labelId,
  children,
}: {
  label: string;
  /** Marks the field as required for people and assistive technology. */
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** The control's id; generated when not given. */
  id?: string;
  /** The label's id, for other elements labelled by it (a list of chosen values). */
  labelId?: string;
  children: (control: FieldControl) => ReactNode;
}) => {
  const generated = useId();
  const controlId = id ?? generated;
  const noteId = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label id={labelId} htmlFor={controlId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': noteId,
      })}
      {error ? <FieldError id={noteId}>{error}</FieldError> : hint ? <Hint id={noteId}>{hint}</Hint> : null}
    </div>
  );
};

/** A quiet line of explanation: a field's hint, or what an empty part of a form says. */
export const Hint = ({ children, id }: { children: ReactNode; id?: string }) => (
  <p id={id} className={styles.hint}>
    {children}
  </p>
);

/** Quieter text inline: an option's description, an id beside a name. */
export const Muted = ({ children }: { children: ReactNode }) => <span className={styles.hint}>{children}</span>;

/** What is wrong with a field, announced when it appears. */
export const FieldError = ({ children, id }: { children: ReactNode; id?: string }) => (
  <p id={id} className={styles.error} role="alert">
    {children}
  </p>
);
