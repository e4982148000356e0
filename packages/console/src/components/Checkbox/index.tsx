import { type FieldsetHTMLAttributes, forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Muted } from '../FormField';
import styles from './index.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** A quieter line after the label (a permission's description); part of the checkbox's name. */
  hint?: ReactNode;
};

/** A checkbox inside its label, so a click anywhere on the text toggles it. */
export const Checkbox = forwardRef<HTMLInputElement, Props>(({ label, hint, className, ...rest }, ref) => (
  <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
    <input ref={ref} type="checkbox" className={styles.input} {...rest} />
    <span className={styles.text}>
      {label}
      {hint ? <Muted>{hint}</Muted> : null}
    </span>
  </label>
));
Checkbox.displayName = 'Checkbox';

/**
 * Checkboxes grouped under a legend (a fieldset, so the group is named). `grid` lays many of them out
 * in columns, scrolling past a few rows; `label` is a form field's legend, `caption` a quieter heading.
 */
export const CheckboxGroup = ({
  legend,
  legendStyle = 'label',
  grid = false,
  children,
  ...rest
}: FieldsetHTMLAttributes<HTMLFieldSetElement> & {
  legend?: string;
  legendStyle?: 'label' | 'caption';
  grid?: boolean;
  children: ReactNode;
}) => (
  <fieldset className={styles.group} {...rest}>
    {legend ? <legend className={styles[legendStyle]}>{legend}</legend> : null}
    {grid ? <div className={styles.grid}>{children}</div> : children}
  </fieldset>
);
