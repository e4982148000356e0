import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { DataState } from '../components/DataState';
import { EmptyState } from '../components/EmptyState';
import { Modal } from '../components/Modal';
import styles from './shared.module.css';

type Option = { id: string; label: string; hint?: string };

type Props<T> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** What can be picked (loaded while the modal is open). */
  candidates: UseQueryResult<T[]>;
  toOption: (candidate: T) => Option;
  emptyTitle: string;
  /** With a label, a search box filters the options by label. */
  searchLabel?: string;
  /**
   * Searches on the server instead (for lists too long to load whole, such as users): called
   * once typing pauses, and the caller's `candidates` query follows the value.
   */
  onSearch?: (value: string) => void;
  /** Assigns the picked ids; resolves whether it worked (the modal then closes). */
  onAssign: (ids: string[]) => Promise<boolean>;
  pending: boolean;
};

/**
 * Picks several things to assign (roles to an app or a user, apps or users to a role): a
 * searchable checklist on one side, the selection on the other (a transfer list), so picks
 * stay visible while the search changes.
 */
export const AssignModal = <T,>({
  open,
  onClose,
  title,
  description,
  candidates,
  toOption,
  emptyTitle,
  searchLabel,
  onSearch,
  onAssign,
  pending,
}: Props<T>) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Option[]>([]);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (!onSearch) return;
    const timer = setTimeout(() => onSearch(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search, onSearch]);
  const close = () => {
    setPicked([]);
    setSearch('');
    onClose();
  };
  const needle = onSearch ? '' : search.trim().toLowerCase();
  const isPicked = (id: string) => picked.some((option) => option.id === id);
  const toggle = (option: Option) =>
    setPicked((current) =>
      current.some((item) => item.id === option.id)
        ? current.filter((item) => item.id !== option.id)
        : [...current, option],
    );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
      size="medium"
      footer={
        <>
          <Button onClick={close}>{t('general.cancel')}</Button>
          <Button
            kind="primary"
            disabled={picked.length === 0}
            loading={pending}
            onClick={async () => {
              if (await onAssign(picked.map((option) => option.id))) close();
            }}
          >
            {t('roles.assign')}
          </Button>
        </>
      }
    >
      <div className={styles.transfer}>
        <div className={styles.transferColumn}>
          {searchLabel ? (
            <input
              type="search"
              className={styles.transferSearch}
              placeholder={searchLabel}
              aria-label={searchLabel}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          ) : null}
          <DataState
            query={candidates}
            isEmpty={(items) => items.length === 0}
            empty={<EmptyState title={emptyTitle} />}
          >
            {(items) => (
              <div className={styles.transferList}>
                {items
                  .map(toOption)
                  .filter((option) => !needle || option.label.toLowerCase().includes(needle))
                  .map((option) => (
                    <label key={option.id} className={styles.option}>
                      <input type="checkbox" checked={isPicked(option.id)} onChange={() => toggle(option)} />
                      {option.label}
                      {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
                    </label>
                  ))}
              </div>
            )}
          </DataState>
        </div>
        <div className={styles.transferColumn}>
          <p className={styles.groupTitle}>{t('roles.selected_count', { count: picked.length })}</p>
          <ul className={styles.transferList} aria-label={t('general.selected')}>
            {picked.map((option) => (
              <li key={option.id} className={styles.chosen}>
                <span>{option.label}</span>
                <button
                  type="button"
                  className={styles.removeChosen}
                  onClick={() => toggle(option)}
                  aria-label={t('roles.unselect', { name: option.label })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Modal>
  );
};
