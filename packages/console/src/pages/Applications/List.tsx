import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApplicationList } from '../../api/applications';
import { defaultPageSize } from '../../api/pagination';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { SearchInput } from '../../components/SearchInput';
import { Table } from '../../components/Table';
import { RouteTabs } from '../../components/Tabs';
import { useListParams } from '../../hooks/use-list-params';
import styles from '../shared.module.css';
import { CreateApplicationModal } from './components/CreateApplicationModal';
import { SecretOnceDialog } from './components/SecretOnceDialog';
import { typePhrases } from './types';

/** Applications (first-party, or the third-party tab), and the create modal (`/applications/create`). */
export const ApplicationList = ({
  creating = false,
  thirdParty = false,
}: {
  creating?: boolean;
  thirdParty?: boolean;
}) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = useListParams();
  const query = useApplicationList(thirdParty, search, page);
  const [created, setCreated] = useState<{ id: string; secret: string }>();
  const detailsPath = (id: string) => path(`/applications/${encodeURIComponent(id)}`);

  return (
    <>
      <PageHeader
        title={t('applications.title')}
        subtitle={t('applications.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/applications/create'))}>
            {t('applications.create')}
          </Button>
        }
      />
      <RouteTabs
        label={t('applications.title')}
        tabs={[
          { to: path('/applications'), title: t('applications.my_applications') },
          { to: path('/applications/third-party-applications'), title: t('applications.third_party') },
        ]}
      />
      <div className={styles.toolbar}>
        <SearchInput value={search} onSearch={setSearch} label={t('applications.search')} />
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0}
        empty={
          <EmptyState
            title={
              search
                ? t('list.no_results')
                : thirdParty
                  ? t('applications.third_party_empty')
                  : t('applications.empty_title')
            }
            description={search ? undefined : t('applications.empty_description')}
          />
        }
      >
        {({ items, totalCount }) => (
          <>
            <Table
              caption={thirdParty ? t('applications.third_party') : t('applications.my_applications')}
              rows={items}
              rowKey={(row) => row.id}
              onRowClick={(row) => navigate(detailsPath(row.id))}
              columns={[
                {
                  key: 'name',
                  title: t('applications.name'),
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
                {
                  key: 'type',
                  title: t('applications.type'),
                  render: (row) => t(`applications.types.${typePhrases[row.type].name}`),
                },
                { key: 'id', title: t('applications.app_id'), render: (row) => <code>{row.id}</code> },
              ]}
            />
            <Pagination page={page} pageSize={defaultPageSize} total={totalCount} onChange={setPage} />
          </>
        )}
      </DataState>
      <CreateApplicationModal
        open={creating}
        onClose={() => navigate(path('/applications'))}
        onCreated={(application) => {
          if (application.secret) setCreated({ id: application.id, secret: application.secret });
          else navigate(detailsPath(application.id));
        }}
      />
      <SecretOnceDialog
        secret={created?.secret}
        onClose={() => {
          const id = created?.id;
          setCreated(undefined);
          if (id) navigate(detailsPath(id));
        }}
      />
    </>
  );
};
