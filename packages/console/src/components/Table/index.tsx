import type { ReactNode } from 'react';
import styles from './index.module.css';

export type Column<T> = { key: string; title: string; render: (row: T) => ReactNode; width?: string };

/**
 * A data table. With `rowLink`, a row's first cell holds the link to its
 * details (keyboard users reach it with Tab), and a click anywhere on the row follows it.
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
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className={onRowClick ? styles.clickable : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column) => (
              <td key={column.key}>{column.render(row)}</td>
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
