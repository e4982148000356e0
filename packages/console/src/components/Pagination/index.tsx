import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './index.module.css';

/** Where a paged list is, and buttons to the previous and next page. */
export const Pagination = ({
  page,
  pageSize,
  total,
  onChange,
  isCapped = false,
  pageItems,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  /** The server stopped counting at `total`: there may be more pages than it says. */
  isCapped?: boolean;
  /** Items on this page; with a capped total, a full page means there may be a next one. */
  pageItems?: number;
}) => {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0 && page === 1) return null;
  const from = (page - 1) * pageSize + 1;
  const to = isCapped ? from + (pageItems ?? pageSize) - 1 : Math.min(total, page * pageSize);
  const hasNext = isCapped ? (pageItems ?? pageSize) >= pageSize : page < pages;
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      <span className={styles.summary}>
        {isCapped
          ? t('list.range_capped', { from: count(from), to: count(to), total: count(total) })
          : t('list.range', { from: count(from), to: count(to), total: count(total) })}
      </span>
      <Button kind="text" disabled={page <= 1} onClick={() => onChange(page - 1)} icon={<ChevronLeft size={16} />}>
        {t('list.previous_page')}
      </Button>
      <Button kind="text" disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('list.next_page')}
        <ChevronRight size={16} />
      </Button>
    </nav>
  );
};
