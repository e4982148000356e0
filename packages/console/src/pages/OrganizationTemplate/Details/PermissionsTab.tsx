import { LockKeyhole } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  useRemoveOrganizationRoleResourceScope,
  useRemoveOrganizationRoleScope,
} from '../../../api/organization-template/mutations';
import { useOrganizationRolePermissions } from '../../../api/organization-template/queries';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { AssignPermissionsModal } from '../components/AssignPermissionsModal';
import { useDetailsOrganizationRole } from '.';

/** What an organization role grants, both kinds in one table: assign more, remove with confirmation. */
export const PermissionsTab = () => {
  const { t } = useTranslation();
  const role = useDetailsOrganizationRole();
  const query = useOrganizationRolePermissions(role.id);
  const removeScope = useRemoveOrganizationRoleScope();
  const removeResourceScope = useRemoveOrganizationRoleResourceScope();
  const assigning = useAssigning();
  return (
    <RelationTab
      query={query}
      rowKey={(row) => `${row.kind}:${row.id}`}
      caption={t('roles.permissions')}
      empty={{
        icon: LockKeyhole,
        title: t('roles.permissions_empty_title'),
        description: t('organization_template.role_permissions_empty_description'),
      }}
      columns={[
        { key: 'name', title: t('organization_template.permission_name'), render: (row) => <code>{row.name}</code> },
        {
          key: 'type',
          title: t('organization_template.permission_type'),
          render: (row) =>
            row.kind === 'organization'
              ? t('organization_template.permission_type_organization')
              : t('organization_template.permission_type_api'),
        },
        { key: 'resource', title: t('roles.api_resource'), render: (row) => row.resource?.name ?? '' },
        { key: 'description', title: t('roles.description'), render: (row) => row.description ?? '' },
      ]}
      remove={{
        label: (row) => row.name,
        confirm: (row) => ({
          title: t('roles.remove_permission_title'),
          message: t('roles.remove_permission_message', { name: row.name, role: role.name }),
          confirmText: t('roles.remove'),
        }),
        run: (row) =>
          row.kind === 'organization'
            ? removeScope.mutateAsync({ id: role.id, organizationScopeId: row.id })
            : removeResourceScope.mutateAsync({ id: role.id, scopeId: row.id }),
        done: (row) => t('roles.permission_removed', { name: row.name }),
      }}
      assign={{
        label: t('roles.assign_permissions'),
        state: assigning,
        dialog: (close) => <AssignPermissionsModal role={role} onClose={close} held={query.data ?? []} />,
      }}
    />
  );
};
