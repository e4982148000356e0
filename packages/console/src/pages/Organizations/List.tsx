import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useOrganizationList } from '../../api/organizations';
import { defaultPageSize } from '../../api/pagination';
import { useTenant } from '../../app/tenant';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { Table } from '../../components/Table';
import { useListParams } from '../../hooks/use-list-params';
import styles from '../shared.module.css';
import { CreateOrganizationModal } from './components/CreateOrganizationModal';

/** `organizations`: search, page through and create organizations (`organizations/create` opens the dialog). */
export const OrganizationList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = useListParams();
  const query = useOrganizationList(search, page);
  const detailsPath = (id: string) => path(`/organizations/${encodeURIComponent(id)}`);

  return (
    <>
      <PageHeader
        title={t('organizations.title')}
        subtitle={t('organizations.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/organizations/create'))}>
            {t('organizations.create')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <SearchInput value={search} onSearch={setSearch} label={t('organizations.search')} />
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0 && page === 1}
        empty={
          <EmptyState
            title={search ? t('list.no_results') : t('organizations.empty_title')}
            description={search ? undefined : t('organizations.empty_description')}
          />
        }
      >
        {({ items, totalCount, isCapped }) => (
          <>
            <Table
              caption={t('organizations.title')}
              rows={items}
              rowKey={(row) => row.id}
              onRowClick={(row) => navigate(detailsPath(row.id))}
              columns={[
                {
                  key: 'name',
                  title: t('organizations.name'),
                  render: (row) => (
                    <Link
                      to={detailsPath(row.id)}
                      className={styles.rowLink}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {row.name}
                    </Link>
                  ),
                },
                { key: 'id', title: t('organizations.organization_id'), render: (row) => <code>{row.id}</code> },
                {
                  key: 'members',
                  title: t('organizations.members'),
                  render: (row) => (
                    <span className={styles.userCell}>
                      {row.featuredUsers.length > 0 ? (
                        <span className={styles.avatarStack} aria-hidden>
                          {row.featuredUsers.map((user) => (
                            <Avatar
                              key={user.id}
                              name={user.name ?? user.username ?? user.id}
                              src={user.avatar ?? undefined}
                              size={24}
                            />
                          ))}
                        </span>
                      ) : null}
                      {row.usersCount}
                    </span>
                  ),
                },
                { key: 'description', title: t('organizations.description'), render: (row) => row.description || '—' },
              ]}
            />
            <Pagination
              page={page}
              pageSize={defaultPageSize}
              total={totalCount}
              isCapped={isCapped}
              pageItems={items.length}
              onChange={setPage}
            />
          </>
        )}
      </DataState>
      <CreateOrganizationModal
        open={creating}
        onClose={() => navigate(path('/organizations'))}
        onCreated={(organization) => navigate(detailsPath(organization.id))}
      />
    </>
  );
};
