import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bone } from '../Bone';
import styles from './index.module.css';

export type Column<T> = {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  width?: string;
  /** The row's action buttons: on a phone, at the end of the row's card, without the column's title. */
  actions?: boolean;
};

/** The column titles of a table, and of its loading skeleton. */
const TableHead = ({ columns }: { columns: ReadonlyArray<Pick<Column<never>, 'key' | 'title' | 'width'>> }) => (
  <thead>
    <tr>
      {columns.map((column) => (
        <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
          {column.title}
        </th>
      ))}
    </tr>
  </thead>
);

/**
 * A cell: its content, after the column's title, which shows only where the table is a list of cards
 * (hidden from assistive technology, which has the column header).
 */
const Cell = ({ title, actions, children }: { title: string; actions?: boolean; children: ReactNode }) => (
  <td className={actions ? styles.actionsCell : undefined}>
    {actions ? null : (
      <span className={styles.cellTitle} aria-hidden>
        {title}
      </span>
    )}
    <div className={styles.cellValue}>{children}</div>
  </td>
);

/**
 * A data table. With `onRowClick`, a row's first cell holds the link to its details (keyboard users
 * reach it with Tab), and a click anywhere on the row follows it.
 *
 * Where it is narrower than 600 px (a phone), each row is a card instead of a line: its first cell
 * as the card's title, each other cell under it as 'column title: value', then its actions; no
 * scrolling sideways. A container query, so a table in a narrow box does the same. Wider, it is a
 * table, with a table's semantics for screen readers.
 */
export const Table = <T,>({
  columns,
  rows,
  rowKey,
  onRowClick,
  caption,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  caption: string;
}) => (
  <div className={styles.wrapper}>
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <TableHead columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={onRowClick ? styles.clickable : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column) => (
              <Cell key={column.key} title={column.title} actions={column.actions}>
                {column.render(row)}
              </Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** A row's action buttons, at the end of its last cell. */
export const RowActions = ({ children }: { children: ReactNode }) => (
  <div className={styles.rowActions}>{children}</div>
);

/** Several things in one cell, side by side: a name with its tags, an avatar with a name. */
export const CellGroup = ({ children }: { children: ReactNode }) => <span className={styles.group}>{children}</span>;

/**
 * A name kept to one line, cut with an ellipsis when it does not fit, the whole of it in its title
 * (names run to 256 characters). Its table cell takes the width left by the other columns.
 *
 * @example
 * render: (row) => <TruncatedText>{row.name}</TruncatedText>
 */
export const TruncatedText = ({ children }: { children: string }) => (
  <span className={styles.truncate} title={children}>
    {children}
  </span>
);

/**
 * What a table shows while its rows load: its own header, then rows of placeholder bars, so the page
 * does not jump when they arrive. Busy for assistive technology, which hears 'Loading…' once.
 *
 * @example
 * <DataState query={query} loading={<TableSkeleton caption={caption} columns={columns} />}>…</DataState>
 */
export const TableSkeleton = ({
  caption,
  columns,
  rows = 5,
}: {
  caption: string;
  columns: ReadonlyArray<Pick<Column<never>, 'key' | 'title' | 'width'>>;
  rows?: number;
}) => {
  const { t } = useTranslation();
  return (
    <div className={`${styles.wrapper} ${styles.skeleton}`} aria-busy="true">
      <span role="status" className={styles.caption}>
        {t('general.loading')}
      </span>
      <table className={styles.table} aria-hidden="true">
        <caption className={styles.caption}>{caption}</caption>
        <TableHead columns={columns} />
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their place
            <tr key={row}>
              {columns.map((column, index) => (
                <td key={column.key}>
                  <Bone className={styles.cellBone} style={{ width: `${[72, 48, 60, 40][(row + index) % 4]}%` }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
