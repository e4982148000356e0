import type { TFunction } from 'i18next';
import { type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { defaultPageSize, type Page } from '../../api/pagination';
import { Button } from '../../components/Button';
import { DataState, type QueryState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { type Column, RowActions, Table, TableSkeleton, TruncatedText } from '../../components/Table';
import type { useListParams } from '../../hooks/use-list-params';
import styles from './index.module.css';

/** What a list says while it is empty: a title, a description, and the icon of the entity it lists. */
export type EmptyList = { title: string; description?: string; icon: LucideIcon };

type Props<Row extends { id: string }> = {
  query: QueryState<Page<Row>>;
  /** The page and search in the address (`useListParams`), which `query` was made with. */
  list: ReturnType<typeof useListParams>;
  /** The search box's label; a list without one has no search. */
  searchLabel?: string;
  /** Beside the search box, such as a create button. */
  action?: ReactNode;
  caption: string;
  columns: Column<Row>[];
  /** What an empty list says, under the icon of what it holds; a search that finds nothing says so instead. */
  empty: EmptyList;
  /** Where a click on a row leads; rows are not clickable without it. */
  rowPath?: (row: Row) => string;
};

/**
 * The body of the console's lists: a search box (and an action), then the table with its pages, or
 * the loading, failed or empty state. The page and search live in the address.
 */
export const SearchableTable = <Row extends { id: string }>({
  query,
  list: { page, search, setPage, setSearch },
  searchLabel,
  action,
  caption,
  columns,
  empty,
  rowPath,
}: Props<Row>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <TableToolbar
        start={searchLabel ? <SearchInput value={search} onSearch={setSearch} label={searchLabel} /> : undefined}
        action={action}
      />
      {/* Loading, the table's skeleton stands in its place; the other states are DataState's. */}
      {query.isPending ? (
        <TableSkeleton caption={caption} columns={columns} />
      ) : (
        <DataState
          query={query}
          isEmpty={(data) => data.totalCount === 0 && page === 1}
          empty={
            <EmptyState
              title={search ? t('list.no_results') : empty.title}
              icon={search ? SearchX : empty.icon}
              description={search ? undefined : empty.description}
            />
          }
        >
          {({ items, totalCount, isCapped }) => (
            <>
              <Table
                caption={caption}
                rows={items}
                rowKey={(row) => row.id}
                onRowClick={rowPath ? (row) => navigate(rowPath(row)) : undefined}
                columns={columns}
              />
              <Pagination
                page={page}
                pageSize={defaultPageSize}
                total={totalCount}
                isCapped={isCapped}
                pageItems={items.length}
                onChange={setPage}
              />
            </>
          )}
        </DataState>
      )}
    </>
  );
};

/** Above a table: its search box (or what else starts the row) and, at the other end, its action. */
export const TableToolbar = ({ start, action }: { start?: ReactNode; action?: ReactNode }) => (
  <div className={styles.toolbar}>
    {start ?? <span />}
    {action}
  </div>
);

/**
 * A cell's link to its row's page; the whole row is clickable too, so the click stops here. A name
 * given as text is kept to one line, the whole of it in its title.
 */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={styles.rowLink} onClick={(event) => event.stopPropagation()}>
    {typeof children === 'string' ? <TruncatedText>{children}</TruncatedText> : children}
  </Link>
);

/**
 * A list's actions column: one text button per action of the row (none gives an empty cell), each
 * named with the row for screen readers ('Delete: read:orders').
 *
 * @example
 * actionsColumn(t, (scope) => scope.name, (scope) => [{ label: t('general.edit'), run: () => edit(scope) }])
 */
export const actionsColumn = <Row,>(
  t: TFunction,
  labelOf: (row: Row) => string,
  actions: (row: Row) => ReadonlyArray<{ label: string; run: () => void }>,
  width?: string,
): Column<Row> => ({
  key: 'actions',
  title: t('general.actions'),
  width,
  actions: true,
  render: (row) => (
    <RowActions>
      {actions(row).map(({ label, run }) => (
        <Button key={label} kind="text" onClick={run} aria-label={`${label}: ${labelOf(row)}`}>
          {label}
        </Button>
      ))}
    </RowActions>
  ),
});

/** The actions column of a list whose rows can be taken out (the caller confirms first). */
export const removeColumn = <Row,>(t: TFunction, labelOf: (row: Row) => string, onRemove: (row: Row) => void) =>
  actionsColumn(t, labelOf, (row) => [{ label: t('roles.remove'), run: () => onRemove(row) }]);
