import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Muted } from '../FormField';
import { Tooltip } from '../Tooltip';
import styles from './index.module.css';

export type RadioOption<V extends string> = {
  value: V;
  label: ReactNode;
  /** Shown under the label (the `cards` look). */
  description?: ReactNode;
  /** Drawn before the label (the `cards` look), such as an application type's icon. */
  icon?: ReactNode;
  /** Explains the choice on hover and focus; read to screen readers as the radio's description. */
  tooltip?: string;
};

type Props<V extends string> = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'children'> & {
  legend: string;
  options: ReadonlyArray<RadioOption<V>>;
  /** `inline`: a row of radios; `cards`: a grid of bordered choices with their descriptions. */
  variant?: 'inline' | 'cards';
  /** Controlled use: the chosen value and its change. Without them, spread a form's `register(name)`. */
  value?: V;
  onValueChange?: (value: V) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * One choice among a few, as native radios in a fieldset named by its legend: arrow keys move
 * between them, in either reading direction.
 *
 * @example
 * <RadioGroup legend={t('roles.type')} options={types} {...form.register('type')} />
 */
export const RadioGroup = <V extends string>({
  legend,
  options,
  variant = 'inline',
  value,
  onValueChange,
  onChange,
  ref,
  ...rest
}: Props<V>) => {
  const id = useId();
  return (
    <fieldset className={`${styles.group} ${styles[variant]}`}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option, index) => {
        const tooltipId = option.tooltip ? `${id}-${index}` : undefined;
        const choice = (
          <label key={option.value} className={styles.option}>
            <input
              ref={ref}
              type="radio"
              className={styles.input}
              value={option.value}
              checked={value === undefined ? undefined : value === option.value}
              aria-describedby={tooltipId}
              onChange={(event) => {
                onChange?.(event);
                onValueChange?.(option.value);
              }}
              {...rest}
            />
            {option.icon ? <span className={styles.icon}>{option.icon}</span> : null}
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              {option.description ? <Muted>{option.description}</Muted> : null}
            </span>
            {option.tooltip ? (
              <span id={tooltipId} hidden>
                {option.tooltip}
              </span>
            ) : null}
          </label>
        );
        return option.tooltip ? (
          <Tooltip key={option.value} content={option.tooltip}>
            {choice}
          </Tooltip>
        ) : (
          choice
        );
      })}
    </fieldset>
  );
};
