import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApplicationNames } from '../../api/applications/queries';
import { useUserList } from '../../api/users/queries';
import { useTenant } from '../../app/tenant';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Muted } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateUserModal } from './components/CreateUserModal';
import { PasswordOnceDialog } from './components/PasswordOnceDialog';
import { userIdentifier, userTitle } from './identity';

/** `users`: search, page through and add users (`users/create` opens the add dialog). */
export const UserList = ({ creating = false }: { creating?: boolean }) => {
  const { t, i18n } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const { page, search } = list;
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
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('users.search')}
        caption={t('users.title')}
        empty={{ icon: Users, title: t('users.empty_title'), description: t('users.empty_description') }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'user',
            title: t('users.user'),
            render: (row) => (
              <CellGroup>
                <Avatar name={userTitle(row)} src={row.avatar ?? undefined} size={32} />
                <span>
                  <RowLink to={detailsPath(row.id)}>{userTitle(row)}</RowLink>{' '}
                  <Muted>
                    <code>{row.id}</code>
                  </Muted>
                </span>
                {row.isSuspended ? <Tag>{t('users.suspended')}</Tag> : null}
              </CellGroup>
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
