import type { ReactNode } from 'react';
import styles from './index.module.css';

/**
 * A titled section of a page. `aside` is the settings pages' layout: the title and description in a
 * column of their own (about a third) beside the content where the card is about 900 px wide or more,
 * above it where it is narrower (a container query, so a card measures itself, not the window).
 *
 * @example
 * <Card title={t('roles.settings_title')} description={t('roles.settings_description')} aside>…</Card>
 */
export const Card = ({
  title,
  description,
  aside = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  aside?: boolean;
  children: ReactNode;
}) => {
  const header = (
    <>
      <h2 className={styles.title}>{title}</h2>
      {description ? <p className={styles.description}>{description}</p> : null}
    </>
  );
  if (!aside) {
    return (
      <section className={styles.card}>
        {header}
        {children}
      </section>
    );
  }
  return (
    <section className={`${styles.card} ${styles.container}`}>
      <div className={styles.columns}>
        <div className={styles.heading}>{header}</div>
        <div className={styles.body}>{children}</div>
      </div>
    </section>
  );
};
