import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOrganizationsOf } from '../../../api/organizations/queries';
import { useTenant } from '../../../app/tenant';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Table } from '../../../components/Table';
import { RowLink } from '../../../patterns/SearchableTable';
import { RoleTags } from './RoleTags';

/** The organizations a user or a machine-to-machine app belongs to, its roles there, each linking to the organization. */
export const OrganizationsOf = ({ kind, id }: { kind: 'users' | 'applications'; id: string }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const query = useOrganizationsOf(kind, id);
  return (
    <DataState
      query={query}
      isEmpty={(items) => items.length === 0}
      empty={
        <EmptyState
          icon={Building2}
          title={t('organizations.of_empty_title')}
          description={
            kind === 'users'
              ? t('organizations.of_user_empty_description')
              : t('organizations.of_app_empty_description')
          }
        />
      }
    >
      {(items) => (
        <Table
          caption={t('organizations.title')}
          rows={items}
          rowKey={(row) => row.id}
          columns={[
            {
              key: 'name',
              title: t('organizations.name'),
              render: (row) => (
                <RowLink
                  to={path(
                    `/organizations/${encodeURIComponent(row.id)}/${kind === 'users' ? 'members' : 'machine-to-machine'}`,
                  )}
                >
                  {row.name}
                </RowLink>
              ),
            },
            { key: 'id', title: t('organizations.organization_id'), render: (row) => <code>{row.id}</code> },
            {
              key: 'roles',
              title: t('organizations.organization_roles'),
              render: (row) => <RoleTags roles={row.organizationRoles} />,
            },
          ]}
        />
      )}
    </DataState>
  );
};
