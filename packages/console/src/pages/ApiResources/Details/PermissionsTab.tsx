import type { Scope } from '@gatehouse/schemas/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceMutations, useScopeList } from '../../../api/resources';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { RowActions } from '../../../components/Table';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { useListParams } from '../../../hooks/use-list-params';
import { SearchableTable } from '../../../patterns/SearchableTable';
import { ScopeModal } from '../components/ScopeModal';
import { useDetailsResource } from '.';

/** The permissions tab: search, add, edit the description, delete with confirmation. */
export const PermissionsTab = () => {
  const { t } = useTranslation();
  const resource = useDetailsResource();
  const list = useListParams();
  const { page, search } = list;
  const query = useScopeList(resource.id, search, page);
  const { removeScope } = useResourceMutations();
  const [editing, setEditing] = useState<Scope | 'new'>();

  const remove = async (scope: Scope) => {
    await confirmThenRun(
      {
        title: t('api_resources.delete_permission_title'),
        message: t('api_resources.delete_permission_message', { name: scope.name }),
        confirmText: t('general.delete'),
      },
      () => removeScope.mutateAsync({ resourceId: resource.id, scopeId: scope.id }),
      t('api_resources.permission_deleted', { name: scope.name }),
    );
  };

  return (
    <>
      {resource.isReadOnly ? <Notice>{t('api_resources.read_only_note')}</Notice> : null}
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('api_resources.search_permissions')}
        action={
          resource.isReadOnly ? null : (
            <Button kind="primary" onClick={() => setEditing('new')}>
              {t('api_resources.create_permission')}
            </Button>
          )
        }
        caption={t('api_resources.permissions')}
        empty={{
          title: t('api_resources.permissions_empty_title'),
          description: t('api_resources.permissions_empty_description'),
        }}
        columns={[
          { key: 'name', title: t('api_resources.permission_name'), render: (row) => <code>{row.name}</code> },
          {
            key: 'description',
            title: t('api_resources.permission_description'),
            render: (row) => row.description ?? '',
          },
          ...(resource.isReadOnly
            ? []
            : [
                {
                  key: 'actions',
                  title: t('general.actions'),
                  width: '200px',
                  render: (row: Scope) => (
                    <RowActions>
                      <Button
                        kind="text"
                        onClick={() => setEditing(row)}
                        aria-label={`${t('general.edit')}: ${row.name}`}
                      >
                        {t('general.edit')}
                      </Button>
                      <Button
                        kind="text"
                        onClick={() => void remove(row)}
                        aria-label={`${t('general.delete')}: ${row.name}`}
                      >
                        {t('general.delete')}
                      </Button>
                    </RowActions>
                  ),
                },
              ]),
        ]}
      />
      <ScopeModal resourceId={resource.id} scope={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
