import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApplicationNames } from '../../api/applications';
import { defaultPageSize } from '../../api/pagination';
import { useUserList } from '../../api/users';
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
import { CreateUserModal } from './components/CreateUserModal';
import { PasswordOnceDialog } from './components/PasswordOnceDialog';
import { userIdentifier, userTitle } from './identity';

/** `users`: search, page through and add users (`users/create` opens the add dialog). */
export const UserList = ({ creating = false }: { creating?: boolean }) => {
  const { t, i18n } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const { page, search, setPage, setSearch } = useListParams();
  const query = useUserList(search, page);
  const names = useApplicationNames();
  const [created, setCreated] = useState<{ id: string; identifier: string; password: string }>();
  const detailsPath = (id: string) => path(`/users/${encodeURIComponent(id)}`);
  const date = (ms: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(ms);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/users/create'))}>
            {t('users.create')}
          </Button>
        }
      />
      <div className={styles.toolbar}>
        <SearchInput value={search} onSearch={setSearch} label={t('users.search')} />
      </div>
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0 && page === 1}
        empty={
          <EmptyState
            title={search ? t('list.no_results') : t('users.empty_title')}
            description={search ? undefined : t('users.empty_description')}
          />
        }
      >
        {({ items, totalCount, isCapped }) => (
          <>
            <Table
              caption={t('users.title')}
              rows={items}
              rowKey={(row) => row.id}
              onRowClick={(row) => navigate(detailsPath(row.id))}
              columns={[
                {
                  key: 'user',
                  title: t('users.user'),
                  render: (row) => (
                    <span className={styles.userCell}>
                      <Avatar name={userTitle(row)} src={row.avatar ?? undefined} size={32} />
                      <span>
                        <Link
                          to={detailsPath(row.id)}
                          className={styles.rowLink}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {userTitle(row)}
                        </Link>
                        <span className={styles.optionHint}>
                          {' '}
                          <code>{row.id}</code>
                        </span>
                      </span>
                      {row.isSuspended ? <span className={styles.tag}>{t('users.suspended')}</span> : null}
                    </span>
                  ),
                },
                { key: 'identifier', title: t('users.identifier'), render: (row) => userIdentifier(row) },
                {
                  key: 'application',
                  title: t('users.application'),
                  render: (row) =>
                    row.applicationId ? (names.data?.get(row.applicationId) ?? <code>{row.applicationId}</code>) : '—',
                },
                {
                  key: 'last_sign_in',
                  title: t('users.last_sign_in'),
                  render: (row) => (row.lastSignInAt === null ? t('users.never') : date(row.lastSignInAt)),
                },
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
      <CreateUserModal
        open={creating && !created}
        onClose={() => navigate(path('/users'))}
        onCreated={(user, credentials) => setCreated({ id: user.id, ...credentials })}
      />
      <PasswordOnceDialog
        credentials={created}
        onClose={() => {
          const id = created?.id;
          setCreated(undefined);
          if (id) navigate(detailsPath(id));
        }}
      />
    </>
  );
};
