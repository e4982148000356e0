import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OrganizationRolePermission,
  useOrganizationRoleMutations,
  useOrganizationRolePermissions,
} from '../../../api/organization-template';
import { Button } from '../../../components/Button';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Table } from '../../../components/Table';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { removeColumn } from '../../SearchableTable';
import styles from '../../shared.module.css';
import { AssignPermissionsModal } from '../components/AssignPermissionsModal';
import { useDetailsOrganizationRole } from '.';

/** What an organization role grants, both kinds in one table: assign more, remove with confirmation. */
export const PermissionsTab = () => {
  const { t } = useTranslation();
  const role = useDetailsOrganizationRole();
  const query = useOrganizationRolePermissions(role.id);
  const { removeScope, removeResourceScope } = useOrganizationRoleMutations();
  const [assigning, setAssigning] = useState(false);

  const remove = (row: OrganizationRolePermission) =>
    confirmThenRun(
      {
        title: t('roles.remove_permission_title'),
        message: t('roles.remove_permission_message', { name: row.name, role: role.name }),
        confirmText: t('roles.remove'),
      },
      () =>
        row.kind === 'organization'
          ? removeScope.mutateAsync({ id: role.id, organizationScopeId: row.id })
          : removeResourceScope.mutateAsync({ id: role.id, scopeId: row.id }),
      t('roles.permission_removed', { name: row.name }),
    );

  return (
    <>
      <div className={styles.toolbar}>
        <span />
        <Button kind="primary" onClick={() => setAssigning(true)}>
          {t('roles.assign_permissions')}
        </Button>
      </div>
      <DataState
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title={t('roles.permissions_empty_title')}
            description={t('organization_template.role_permissions_empty_description')}
          />
        }
      >
        {(rows) => (
          <Table
            caption={t('roles.permissions')}
            rows={rows}
            rowKey={(row) => `${row.kind}:${row.id}`}
            columns={[
              {
                key: 'name',
                title: t('organization_template.permission_name'),
                render: (row) => <code>{row.name}</code>,
              },
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
              removeColumn(t, (row) => row.name, remove),
            ]}
          />
        )}
      </DataState>
      <AssignPermissionsModal
        role={role}
        open={assigning}
        onClose={() => setAssigning(false)}
        held={query.data ?? []}
      />
    </>
  );
};
