import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrganizationList } from '../../api/organizations/queries';
import { useTenant } from '../../app/tenant';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup } from '../../components/Table';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateOrganizationModal } from './components/CreateOrganizationModal';
import styles from './List.module.css';

/** `organizations`: search, page through and create organizations (`organizations/create` opens the dialog). */
export const OrganizationList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const { page, search } = list;
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
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('organizations.search')}
        caption={t('organizations.title')}
        empty={{
          icon: Building2,
          title: t('organizations.empty_title'),
          description: t('organizations.empty_description'),
        }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'name',
            title: t('organizations.name'),
            render: (row) => <RowLink to={detailsPath(row.id)}>{row.name}</RowLink>,
          },
          { key: 'id', title: t('organizations.organization_id'), render: (row) => <code>{row.id}</code> },
          {
            key: 'members',
            title: t('organizations.members'),
            render: (row) => (
              <CellGroup>
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
              </CellGroup>
            ),
          },
          { key: 'description', title: t('organizations.description'), render: (row) => row.description || '—' },
        ]}
      />
      <CreateOrganizationModal
        open={creating}
        onClose={() => navigate(path('/organizations'))}
        onCreated={(organization) => navigate(detailsPath(organization.id))}
      />
    </>
  );
};
