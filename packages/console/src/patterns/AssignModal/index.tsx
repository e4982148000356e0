import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { DataState, type QueryState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { Modal } from '../../components/Modal';
import { TransferList } from '../TransferList';

export type AssignOption = { id: string; label: string; hint?: string };

type Props<T> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** What can be picked (loaded while the modal is open). */
  candidates: QueryState<T[]>;
  toOption: (candidate: T) => AssignOption;
  emptyTitle: string;
  /** The icon of what the candidates are, above `emptyTitle`. */
  emptyIcon: LucideIcon;
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
 * Picks several things to assign (roles to an app or a user, apps or users to a role, members to an
 * organization) in a transfer list, so picks stay visible while the search changes.
 */
export const AssignModal = <T,>({
  open,
  onClose,
  title,
  description,
  candidates,
  toOption,
  emptyTitle,
  emptyIcon,
  searchLabel,
  onSearch,
  onAssign,
  pending,
}: Props<T>) => {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<AssignOption[]>([]);
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
  const toggle = (option: AssignOption) =>
    setPicked((current) =>
      current.some((item) => item.id === option.id)
        ? current.filter((item) => item.id !== option.id)
        : [...current, option],
    );
  return (
    <AssignDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      count={picked.length}
      pending={pending}
      onSubmit={async () => {
        if (await onAssign(picked.map((option) => option.id))) close();
      }}
    >
      <TransferList
        search={searchLabel ? { label: searchLabel, value: search, onChange: setSearch } : undefined}
        available={
          <DataState
            query={candidates}
            isEmpty={(items) => items.length === 0}
            empty={<EmptyState title={emptyTitle} icon={emptyIcon} />}
          >
            {(items) =>
              items
                .map(toOption)
                .filter((option) => !needle || option.label.toLowerCase().includes(needle))
                .map((option) => (
                  <Checkbox
                    key={option.id}
                    label={option.label}
                    hint={option.hint}
                    checked={picked.some((item) => item.id === option.id)}
                    onChange={() => toggle(option)}
                  />
                ))
            }
          </DataState>
        }
        chosen={picked.map((option) => ({ id: option.id, content: option.label, name: option.label }))}
        chosenLabel={t('general.selected')}
        onUnpick={(id) => setPicked((current) => current.filter((item) => item.id !== id))}
      />
    </AssignDialog>
  );
};

/**
 * The frame of a dialog that assigns what is picked in it: Cancel, and the submit button (Assign
 * unless named), enabled once something is picked.
 */
export const AssignDialog = ({
  open = true,
  onClose,
  title,
  description,
  count,
  pending,
  submitLabel,
  onSubmit,
  children,
}: {
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** How many things are picked. */
  count: number;
  pending: boolean;
  submitLabel?: string;
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      description={description}
      size="medium"
      footer={
        <>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button kind="primary" disabled={count === 0} loading={pending} onClick={onSubmit}>
            {submitLabel ?? t('roles.assign')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
};
