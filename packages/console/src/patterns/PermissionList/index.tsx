import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../api/pagination';
import { Button } from '../../components/Button';
import type { QueryState } from '../../components/DataState';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import type { useListParams } from '../../hooks/use-list-params';
import { PermissionFormModal, type PermissionKind } from '../PermissionFormModal';
import { actionsColumn, type EmptyList, SearchableTable } from '../SearchableTable';

type Permission = { id: string; name: string; description: string | null };

/**
 * A searchable, paged list of permissions (of an API resource, of the organization template):
 * create and edit them in `PermissionFormModal`, delete them after a confirmation. `readOnly` shows
 * them only.
 */
export const PermissionList = <P extends Permission>({
  query,
  list,
  searchLabel,
  caption,
  empty,
  kind,
  remove,
  readOnly = false,
}: {
  query: QueryState<Page<P>>;
  list: ReturnType<typeof useListParams>;
  searchLabel: string;
  caption: string;
  empty: EmptyList;
  kind: PermissionKind;
  remove: {
    confirm: (permission: P) => { title: string; message: string };
    run: (permission: P) => Promise<unknown>;
    done: (permission: P) => string;
  };
  readOnly?: boolean;
}) => {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<P | 'new'>();
  const onDelete = (permission: P) =>
    void confirmThenRun(
      { ...remove.confirm(permission), confirmText: t('general.delete') },
      () => remove.run(permission),
      remove.done(permission),
    );
  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        searchLabel={searchLabel}
        action={
          readOnly ? null : (
            <Button kind="primary" onClick={() => setEditing('new')}>
              {kind.texts.createTitle}
            </Button>
          )
        }
        caption={caption}
        empty={empty}
        columns={[
          { key: 'name', title: kind.texts.nameLabel, render: (row) => <code>{row.name}</code> },
          { key: 'description', title: kind.texts.descriptionLabel, render: (row) => row.description ?? '' },
          ...(readOnly
            ? []
            : [
                actionsColumn<P>(
                  t,
                  (row) => row.name,
                  (row) => [
                    { label: t('general.edit'), run: () => setEditing(row) },
                    { label: t('general.delete'), run: () => onDelete(row) },
                  ],
                  '200px',
                ),
              ]),
        ]}
      />
      <PermissionFormModal permission={editing} onClose={() => setEditing(undefined)} kind={kind} />
    </>
  );
};
