import { UserCog } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRoleList } from '../../api/roles/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateRoleModal } from './components/CreateRoleModal';

/** The tenant's roles: search, pages, and the create modal (`/roles/create`). */
export const RoleList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const { page, search } = list;
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
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('roles.search')}
        caption={t('roles.title')}
        empty={{ icon: UserCog, title: t('roles.empty_title'), description: t('roles.empty_description') }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'name',
            title: t('roles.name'),
            render: (row) => (
              <CellGroup>
                <RowLink to={detailsPath(row.id)}>{row.name}</RowLink>
                {row.isDefault ? <Tag>{t('roles.default_tag')}</Tag> : null}
                {row.isReadOnly ? <Tag>{t('api_resources.managed_tag')}</Tag> : null}
              </CellGroup>
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
      <CreateRoleModal
        open={creating}
        onClose={() => navigate(path('/roles'))}
        onCreated={(id) => navigate(detailsPath(id))}
      />
    </>
  );
};
