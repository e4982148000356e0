import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './index.module.css';

/** Where a paged list is, and buttons to the previous and next page. */
export const Pagination = ({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      <span className={styles.summary}>{t('list.range', { from, to, total })}</span>
      <Button kind="text" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('list.previous_page')}
      </Button>
      <Button kind="text" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('list.next_page')}
      </Button>
    </nav>
  );
};
