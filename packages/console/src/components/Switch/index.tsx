import { type InputHTMLAttributes, useId } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import styles from './index.module.css';

/** An on/off switch: a checkbox with role switch, labelled, with an optional description. */
export const Switch = ({
  label,
  description,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; description?: string }) => {
  const id = useId();
  return (
    <div className={styles.row}>
      <div>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className={styles.description}>
            {description}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        // A native checkbox carries its state; the role asks for it to be stated as well.
        aria-checked={Boolean(rest.checked)}
        className={styles.switch}
        aria-describedby={description ? `${id}-description` : undefined}
        {...rest}
      />
    </div>
  );
};

/**
 * A form field of react-hook-form (`useController(…).field`) as a Switch's props: its name,
 * `checked` from its value, and the checkbox's state back into it.
 *
 * @example
 * <Switch label={t('…')} {...switchField(useController({ control, name: 'enabled' }).field)} />
 */
export const switchField = <Values extends FieldValues, Name extends FieldPath<Values>>(
  field: ControllerRenderProps<Values, Name>,
) => ({
  name: field.name,
  checked: Boolean(field.value),
  onChange: (event: { target: { checked: boolean } }) => field.onChange(event.target.checked),
  onBlur: field.onBlur,
});
