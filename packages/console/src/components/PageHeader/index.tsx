import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './index.module.css';

/** A page's heading and subtitle; also sets the document title. */
export const PageHeader = ({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) => {
  useDocumentTitle(title);
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        <h1 className={styles.title} title={title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
};
