import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
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
  /** Assigns the picked ids; resolves whether it worked (the modal then closes). */
  onAssign: (ids: string[]) => Promise<boolean>;
  pending: boolean;
};

/** Picks several things to assign (roles to an app, apps to a role) from a checklist. */
export const AssignModal = <T,>({
  open,
  onClose,
  title,
  description,
  candidates,
  toOption,
  emptyTitle,
  searchLabel,
  onAssign,
  pending,
}: Props<T>) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const close = () => {
    setPicked([]);
    setSearch('');
    onClose();
  };
  const needle = search.trim().toLowerCase();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={close}>{t('general.cancel')}</Button>
          <Button
            kind="primary"
            disabled={picked.length === 0}
            loading={pending}
            onClick={async () => {
              if (await onAssign(picked)) close();
            }}
          >
            {t('roles.assign')}
          </Button>
        </>
      }
    >
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
      <DataState query={candidates} isEmpty={(items) => items.length === 0} empty={<EmptyState title={emptyTitle} />}>
        {(items) => (
          <div className={styles.transferList}>
            {items
              .map(toOption)
              .filter((option) => !needle || option.label.toLowerCase().includes(needle))
              .map((option) => (
                <label key={option.id} className={styles.option}>
                  <input
                    type="checkbox"
                    checked={picked.includes(option.id)}
                    onChange={() =>
                      setPicked(
                        picked.includes(option.id) ? picked.filter((id) => id !== option.id) : [...picked, option.id],
                      )
                    }
                  />
                  {option.label}
                  {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
                </label>
              ))}
          </div>
        )}
      </DataState>
    </Modal>
  );
};
