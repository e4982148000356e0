import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useDelayedFlag } from '../../hooks/use-delayed-flag';
import { Spinner } from '../Spinner';
import styles from './index.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  kind?: 'primary' | 'default' | 'danger' | 'text';
  /** Busy: the button is disabled at once, and shows a spinner only after 500 ms (spec §4). */
  loading?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

export const Button = ({
  kind = 'default',
  loading = false,
  icon,
  children,
  disabled,
  className,
  type = 'button',
  ...rest
}: Props) => {
  const showSpinner = useDelayedFlag(loading);
  return (
    <button
      type={type}
      className={[styles.button, styles[kind], className].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {showSpinner ? <Spinner /> : icon}
      {children}
    </button>
  );
};
