import type { LogSubject as Subject } from '@gatehouse/schemas/logs';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../components/Tag';
import { RowLink } from '../../patterns/SearchableTable';
import styles from './index.module.css';

/**
 * The user or application a record names: its name linked to its page, or its id marked deleted
 * when it no longer exists (the server resolves both, `logEntryGuard`).
 */
export const LogSubject = ({ subject, to }: { subject: Subject | undefined; to: (id: string) => string }) => {
  const { t } = useTranslation();
  if (!subject) return <>—</>;
  if (subject.deleted) {
    return (
      <span className={styles.deleted}>
        <code>{subject.id}</code>
        <Tag>{t('audit_logs.deleted')}</Tag>
      </span>
    );
  }
  return <RowLink to={to(subject.id)}>{subject.name ?? subject.id}</RowLink>;
};

/** The pages of a record's user and application, for `LogSubject`'s `to`. */
export const subjectPaths = (path: (to: string) => string) => ({
  user: (id: string) => path(`/users/${encodeURIComponent(id)}`),
  application: (id: string) => path(`/applications/${encodeURIComponent(id)}`),
});
