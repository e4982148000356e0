import type { OrganizationScope } from '@gatehouse/schemas/organizations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationScopeList, useOrganizationScopeMutations } from '../../api/organization-template';
import { defaultPageSize } from '../../api/pagination';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { Table } from '../../components/Table';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import { useListParams } from '../../hooks/use-list-params';
import styles from '../shared.module.css';
import { PermissionModal } from './components/PermissionModal';

/** The organization permissions tab: search, create, edit, delete with confirmation. */
export const OrganizationPermissionList = () => {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = useListParams();
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
      <div className={styles.toolbar}>
        <SearchInput value={search} onSearch={setSearch} label={t('organization_template.search_permissions')} />
        <Button kind="primary" onClick={() => setEditing('new')}>
          {t('organization_template.create_permission')}
        </Button>
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0}
        empty={
          <EmptyState
            title={search ? t('list.no_results') : t('organization_template.permissions_empty_title')}
            description={search ? undefined : t('organization_template.permissions_empty_description')}
          />
        }
      >
        {({ items, totalCount }) => (
          <>
            <Table
              caption={t('organization_template.permissions')}
              rows={items}
              rowKey={(row) => row.id}
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
                    <div className={styles.rowActions}>
                      <Button
                        kind="text"
                        onClick={() => setEditing(row)}
                        aria-label={`${t('general.edit')}: ${row.name}`}
                      >
                        {t('general.edit')}
                      </Button>
                      <Button
                        kind="text"
                        onClick={() => void onDelete(row)}
                        aria-label={`${t('general.delete')}: ${row.name}`}
                      >
                        {t('general.delete')}
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
            <Pagination page={page} pageSize={defaultPageSize} total={totalCount} onChange={setPage} />
          </>
        )}
      </DataState>
      <PermissionModal scope={editing} onClose={() => setEditing(undefined)} />
    </>
  );
};
