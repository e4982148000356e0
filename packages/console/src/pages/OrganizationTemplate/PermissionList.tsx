import type { OrganizationScope } from '@gatehouse/schemas/organizations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationScopeList, useOrganizationScopeMutations } from '../../api/organization-template';
import { Button } from '../../components/Button';
import { RowActions } from '../../components/Table';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import { useListParams } from '../../hooks/use-list-params';
import { SearchableTable } from '../../patterns/SearchableTable';
import { PermissionModal } from './components/PermissionModal';

/** The organization permissions tab: search, create, edit, delete with confirmation. */
export const OrganizationPermissionList = () => {
  const { t } = useTranslation();
  const list = useListParams();
  const { page, search } = list;
  const query = useOrganizationScopeList(search, page);
  const { remove } = useOrganizationScopeMutations();
  const [editing, setEditing] = useState<OrganizationScope | 'new'>();

  const onDelete = (scope: OrganizationScope) =>
    confirmThenRun(
      {
        title: t('organization_template.delete_permission_title'),
        message: t('organization_template.delete_permission_message', { name: scope.name }),
        confirmText: t('general.delete'),
      },
      () => remove.mutateAsync(scope.id),
      t('organization_template.permission_deleted', { name: scope.name }),
    );

  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('organization_template.search_permissions')}
        action={
          <Button kind="primary" onClick={() => setEditing('new')}>
            {t('organization_template.create_permission')}
          </Button>
        }
        caption={t('organization_template.permissions')}
        empty={{
          title: t('organization_template.permissions_empty_title'),
          description: t('organization_template.permissions_empty_description'),
        }}
        columns={[
          {
            key: 'name',
            title: t('organization_template.permission_name'),
            render: (row) => <code>{row.name}</code>,
          },
          { key: 'description', title: t('roles.description'), render: (row) => row.description ?? '' },
          {
            key: 'actions',
            title: t('general.actions'),
            width: '200px',
            render: (row) => (
              <RowActions>
                <Button kind="text" onClick={() => setEditing(row)} aria-label={`${t('general.edit')}: ${row.name}`}>
                  {t('general.edit')}
                </Button>
                <Button
                  kind="text"
                  onClick={() => void onDelete(row)}
                  aria-label={`${t('general.delete')}: ${row.name}`}
                >
                  {t('general.delete')}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <PermissionModal scope={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
