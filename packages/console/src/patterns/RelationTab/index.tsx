import { SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../api/pagination';
import { Button } from '../../components/Button';
import type { ConfirmOptions } from '../../components/ConfirmDialog/store';
import { DataState, type QueryState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { type Column, Table, TableSkeleton } from '../../components/Table';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import type { useListParams } from '../../hooks/use-list-params';
import { AssignModal, type AssignOption } from '../AssignModal';
import { type EmptyList, removeColumn, SearchableTable, TableToolbar } from '../SearchableTable';

/** The assign dialog of the common kind: a transfer list of candidates. */
type AssignCandidates<Candidate> = {
  /** The button's text and the dialog's title. */
  label: string;
  description?: string;
  /** Whether the dialog is open and what it searches (`useAssigning`), which `candidates` follows. */
  state: ReturnType<typeof useAssigning>;
  /** The candidates' query, enabled while `state.open`, searching `state.search` with `serverSearch`. */
  candidates: QueryState<Candidate[]>;
  toOption: (candidate: Candidate) => AssignOption;
  emptyTitle: string;
  searchLabel?: string;
  /** The candidates' search runs on the server (users). */
  serverSearch?: boolean;
  /** Assigns the picked ids; resolves whether it worked (the dialog then closes). */
  run: (ids: string[]) => Promise<boolean>;
  pending: boolean;
};

/** An assign dialog of its own (permissions across APIs): rendered only while open. */
type AssignDialog = { label: string; state: ReturnType<typeof useAssigning>; dialog: (close: () => void) => ReactNode };

/** The open state and search of a relation tab's assign dialog, kept by the tab for its candidates' query. */
export const useAssigning = () => {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  return { open, setOpen, search, setSearch };
};

type Body<Row> =
  | {
      /** A paged list with its page and search in the address. */
      list: ReturnType<typeof useListParams>;
      query: QueryState<Page<Row>>;
      searchLabel?: string;
    }
  | { list?: undefined; query: QueryState<Row[]> };

/**
 * A details tab listing the things related to the entity (a role's users, a user's roles, an
 * organization's members, a role's permissions): the table with a button that opens the assign
 * dialog, and, with `remove`, a Remove action per row that asks first. `readOnly` leaves both out.
 */
export const RelationTab = <Row extends { id: string }, Candidate = never>({
  caption,
  empty,
  columns,
  rowKey,
  remove,
  assign,
  readOnly = false,
  children,
  ...body
}: Body<Row> & {
  caption: string;
  /** What the empty tab says; its icon is the assign dialog's too, whose candidates are of the same kind. */
  empty: EmptyList;
  columns: Column<Row>[];
  rowKey?: (row: Row) => string;
  remove?: {
    /** The row's name, in its Remove button's label. */
    label: (row: Row) => string;
    confirm: (row: Row) => ConfirmOptions;
    run: (row: Row) => Promise<unknown>;
    done: (row: Row) => string;
  };
  assign: AssignCandidates<Candidate> | AssignDialog;
  readOnly?: boolean;
  /** After the table: more sections, and the dialogs the columns open. */
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const { open, setOpen, search, setSearch } = assign.state;
  const close = () => {
    setOpen(false);
    setSearch('');
  };
  const allColumns =
    remove && !readOnly
      ? [
          ...columns,
          removeColumn<Row>(t, remove.label, (row) => {
            void confirmThenRun(remove.confirm(row), () => remove.run(row), remove.done(row));
          }),
        ]
      : columns;
  const action = readOnly ? null : (
    <Button kind="primary" onClick={() => setOpen(true)}>
      {assign.label}
    </Button>
  );

  return (
    <>
      {body.list ? (
        <SearchableTable
          query={body.query}
          list={body.list}
          searchLabel={body.searchLabel}
          action={action}
          caption={caption}
          empty={empty}
          columns={allColumns}
        />
      ) : (
        <>
          <TableToolbar action={action} />
          {body.query.isPending ? (
            <TableSkeleton caption={caption} columns={allColumns} />
          ) : (
            <DataState
              query={body.query}
              isEmpty={(rows) => rows.length === 0}
              empty={<EmptyState title={empty.title} description={empty.description} icon={empty.icon} />}
            >
              {(rows) => (
                <Table caption={caption} rows={rows} rowKey={rowKey ?? ((row) => row.id)} columns={allColumns} />
              )}
            </DataState>
          )}
        </>
      )}
      {children}
      {'dialog' in assign ? (
        open ? (
          assign.dialog(close)
        ) : null
      ) : (
        <AssignModal
          open={open}
          onClose={close}
          title={assign.label}
          description={assign.description}
          candidates={assign.candidates}
          toOption={assign.toOption}
          emptyTitle={search ? t('list.no_results') : assign.emptyTitle}
          emptyIcon={search ? SearchX : empty.icon}
          searchLabel={assign.searchLabel}
          onSearch={assign.serverSearch ? setSearch : undefined}
          onAssign={assign.run}
          pending={assign.pending}
        />
      )}
    </>
  );
};
