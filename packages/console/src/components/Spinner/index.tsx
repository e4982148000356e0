import styles from './index.module.css';

/** A spinning ring; `label` is read out to screen readers when given. */
export const Spinner = ({ label, size = 16 }: { label?: string; size?: number }) => (
  <span
    className={styles.spinner}
    style={{ width: size, height: size }}
    {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
  />
);
