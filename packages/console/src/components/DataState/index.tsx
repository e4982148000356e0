import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import styles from './index.module.css';

/** What a data view reads of a query (a TanStack Query result, or one derived from it). */
export type QueryState<T> = {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryState<T>;
  /** Shown when the data is there but holds nothing (an empty list). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The three states every data view has — loading, failed (with retry), and
 * loaded (or empty) — so each page writes only the loaded one.
 */
export const DataState = <T,>({ query, isEmpty, empty, children }: Props<T>) => {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={24} label={t('general.loading')} />
      </div>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <div className={styles.center} role="alert">
        <p className={styles.message}>{query.error?.message ?? t('errors.unexpected_error')}</p>
        <Button onClick={() => void query.refetch()} loading={query.isRefetching}>
          {t('general.retry')}
        </Button>
      </div>
    );
  }
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
};
