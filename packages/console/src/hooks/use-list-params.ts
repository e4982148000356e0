import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A list's page and search, kept in the URL so they survive reload and back. */
export const useListParams = () => {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('search') ?? '';
  const update = useCallback(
    (changes: { page?: number; search?: string }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            if (changes.search) next.set('search', changes.search);
            else next.delete('search');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    page,
    search,
    setPage: (value: number) => update({ page: value }),
    setSearch: (value: string) => update({ search: value }),
  };
};
