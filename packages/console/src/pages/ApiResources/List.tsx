import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { defaultPageSize, useResourceList } from '../../api/resources';
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
import { CreateResourceModal } from './components/CreateResourceModal';

/** The tenant's API resources: search, pages, and the create modal (`/api-resources/create`). */
export const ApiResourceList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = useListParams();
  const query = useResourceList(search, page);
  const detailsPath = (id: string) => path(`/api-resources/${encodeURIComponent(id)}`);

  return (
    <>
      <PageHeader
        title={t('api_resources.title')}
        subtitle={t('api_resources.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/api-resources/create'))}>
            {t('api_resources.create')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <SearchInput value={search} onSearch={setSearch} label={t('api_resources.search')} />
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0}
        empty={
          <EmptyState
            title={search ? t('list.no_results') : t('api_resources.empty_title')}
            description={search ? undefined : t('api_resources.empty_description')}
          />
        }
      >
        {({ items, totalCount }) => (
          <>
            <Table
              caption={t('api_resources.title')}
              rows={items}
              rowKey={(row) => row.id}
              onRowClick={(row) => navigate(detailsPath(row.id))}
              columns={[
                {
                  key: 'name',
                  title: t('api_resources.name'),
                  render: (row) => (
                    <span className={styles.nameCell}>
                      <Link
                        to={detailsPath(row.id)}
                        className={styles.rowLink}
                        onClick={(event) => event.stopPropagation()}
                      >
                        {row.name}
                      </Link>
                      {row.isDefault ? <span className={styles.tag}>{t('api_resources.default_tag')}</span> : null}
                      {row.isReadOnly ? <span className={styles.tag}>{t('api_resources.managed_tag')}</span> : null}
                    </span>
                  ),
                },
                {
                  key: 'indicator',
                  title: t('api_resources.indicator'),
                  render: (row) => <code>{row.indicator}</code>,
                },
              ]}
            />
            <Pagination page={page} pageSize={defaultPageSize} total={totalCount} onChange={setPage} />
          </>
        )}
      </DataState>
      <CreateResourceModal
        open={creating}
        onClose={() => navigate(path('/api-resources'))}
        onCreated={(id) => navigate(detailsPath(id))}
      />
    </>
  );
};
