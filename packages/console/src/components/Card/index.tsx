import type { ReactNode } from 'react';
import styles from './index.module.css';

/** A titled section of a page. */
export const Card = ({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) => (
  <section className={styles.card}>
    <h2 className={styles.title}>{title}</h2>
    {description ? <p className={styles.description}>{description}</p> : null}
    {children}
  </section>
);
