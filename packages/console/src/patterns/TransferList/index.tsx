import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Muted } from '../../components/FormField';
import styles from './index.module.css';

/**
 * Picking several things from a long list: what can be picked on one side (under a search box), what
 * is picked on the other, each with a × to take it back, so the picks stay in view while the search
 * changes.
 */
export const TransferList = ({
  search,
  available,
  chosen,
  chosenLabel,
  onUnpick,
}: {
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** The pickable options (checkboxes), or the state of their query. */
  available: ReactNode;
  /** What is picked: its id, what the list shows, and the name its × button is read with. */
  chosen: ReadonlyArray<{ id: string; content: ReactNode; hint?: ReactNode; name: string }>;
  /** The chosen list's name for screen readers. */
  chosenLabel: string;
  onUnpick: (id: string) => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className={styles.transfer}>
      <div className={styles.column}>
        {search ? (
          <input
            type="search"
            className={styles.search}
            placeholder={search.label}
            aria-label={search.label}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
        ) : null}
        <div className={styles.list}>{available}</div>
      </div>
      <div className={styles.column}>
        <p className={styles.count}>{t('roles.selected_count', { count: chosen.length })}</p>
        <ul className={styles.list} aria-label={chosenLabel}>
          {chosen.map((item) => (
            <li key={item.id} className={styles.chosen}>
              <span>
                {item.content} {item.hint ? <Muted>{item.hint}</Muted> : null}
              </span>
              <button
                type="button"
                className={styles.unpick}
                onClick={() => onUnpick(item.id)}
                aria-label={t('roles.unselect', { name: item.name })}
              >
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
