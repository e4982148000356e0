import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { defaultPageSize } from '../../api/pagination';
import { useRoleList } from '../../api/roles';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { Table } from '../../components/Table';
import { useListParams } from '../../hooks/use-list-params';
import styles from '../shared.module.css';
import { CreateRoleModal } from './components/CreateRoleModal';

/** The tenant's roles: search, pages, and the create modal (`/roles/create`). */
export const RoleList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = useListParams();
  const query = useRoleList(search, page);
  const detailsPath = (id: string) => path(`/roles/${encodeURIComponent(id)}`);
  return (
    <>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/roles/create'))}>
            {t('roles.create')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <SearchInput value={search} onSearch={setSearch} label={t('roles.search')} />
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0}
        empty={
          <EmptyState
            title={search ? t('list.no_results') : t('roles.empty_title')}
            description={search ? undefined : t('roles.empty_description')}
          />
        }
      >
        {({ items, totalCount }) => (
          <>
            <Table
              caption={t('roles.title')}
              rows={items}
              rowKey={(row) => row.id}
              onRowClick={(row) => navigate(detailsPath(row.id))}
              columns={[
                {
                  key: 'name',
                  title: t('roles.name'),
                  render: (row) => (
                    <span className={styles.nameCell}>
                      <Link
                        to={detailsPath(row.id)}
                        className={styles.rowLink}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {row.name}
                      </Link>
                      {row.isDefault ? <span className={styles.tag}>{t('roles.default_tag')}</span> : null}
                      {row.isReadOnly ? <span className={styles.tag}>{t('api_resources.managed_tag')}</span> : null}
                    </span>
                  ),
                },
                { key: 'description', title: t('roles.description'), render: (row) => row.description },
                {
                  key: 'type',
                  title: t('roles.type'),
                  render: (row) => (row.type === 'User' ? t('roles.type_user') : t('roles.type_m2m')),
                },
              ]}
            />
            <Pagination page={page} pageSize={defaultPageSize} total={totalCount} onChange={setPage} />
          </>
        )}
      </DataState>
      <CreateRoleModal
        open={creating}
        onClose={() => navigate(path('/roles'))}
        onCreated={(id) => navigate(detailsPath(id))}
      />
    </>
  );
};
