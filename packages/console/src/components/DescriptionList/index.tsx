import type { ReactNode } from 'react';
import styles from './index.module.css';

/** Terms and their values in two columns (a record's fields). */
export const DescriptionList = ({ items }: { items: ReadonlyArray<readonly [term: string, value: ReactNode]> }) => (
  <dl className={styles.list}>
    {items.map(([term, value]) => (
      <div key={term} className={styles.row}>
        <dt>{term}</dt>
        <dd>{value}</dd>
      </div>
    ))}
  </dl>
);
