import type { OrganizationRole } from '@gatehouse/schemas/organizations';
import { UserCog } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrganizationRoleList } from '../../api/organization-template/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Muted } from '../../components/FormField';
import { CellGroup } from '../../components/Table';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateRoleModal } from './components/CreateRoleModal';

/** How many permission names a row shows before "+N more". */
const shownPermissions = 3;

/** The first few permissions a role grants, organization ones first, then the count of the rest. */
const PermissionSummary = ({ role }: { role: OrganizationRole }) => {
  const { t } = useTranslation();
  const names = [
    ...role.scopes.map((scope) => ({ key: `organization:${scope.id}`, name: scope.name })),
    ...role.resourceScopes.map((scope) => ({ key: `api:${scope.id}`, name: scope.name })),
  ];
  if (names.length === 0) return <Muted>{t('organization_template.no_permissions')}</Muted>;
  const rest = names.length - shownPermissions;
  return (
    <CellGroup>
      {names.slice(0, shownPermissions).map(({ key, name }) => (
        <code key={key}>{name}</code>
      ))}
      {rest > 0 ? <Muted>{t('organization_template.more_permissions', { count: rest })}</Muted> : null}
    </CellGroup>
  );
};

/** The organization roles tab: search, pages, and the create dialog, which leads to the new role. */
export const OrganizationRoleList = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const { page, search } = list;
  const query = useOrganizationRoleList(search, page);
  const [creating, setCreating] = useState(false);
  const detailsPath = (id: string) => path(`/organization-template/organization-roles/${encodeURIComponent(id)}`);
  return (
    <>
      <SearchableTable
        query={query}
        list={list}
        searchLabel={t('organization_template.search_roles')}
        action={
          <Button kind="primary" onClick={() => setCreating(true)}>
            {t('organization_template.create_role')}
          </Button>
        }
        caption={t('organization_template.roles')}
        empty={{
          icon: UserCog,
          title: t('organization_template.roles_empty_title'),
          description: t('organization_template.roles_empty_description'),
        }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'name',
            title: t('roles.name'),
            render: (row) => <RowLink to={detailsPath(row.id)}>{row.name}</RowLink>,
          },
          {
            key: 'type',
            title: t('roles.type'),
            render: (row) => (row.type === 'User' ? t('roles.type_user') : t('roles.type_m2m')),
          },
          {
            key: 'permissions',
            title: t('roles.permissions'),
            render: (row) => <PermissionSummary role={row} />,
          },
        ]}
      />
      <CreateRoleModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(detailsPath(id))}
      />
    </>
  );
};
