import type { Role } from '@gatehouse/schemas/roles';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignRoleScopes, useRemoveRoleScope } from '../../../api/roles/mutations';
import { useRoleScopes } from '../../../api/roles/queries';
import { Notice } from '../../../components/Notice';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { AssignDialog } from '../../../patterns/AssignModal';
import { PermissionPicker } from '../../../patterns/PermissionPicker';
import { RelationTab, useAssigning } from '../../../patterns/RelationTab';
import { useDetailsRole } from '.';

/** The permissions a role grants, across API resources: assign more, remove with confirmation. */
export const PermissionsTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const query = useRoleScopes(role.id);
  const removeScope = useRemoveRoleScope();
  const assigning = useAssigning();
  return (
    <>
      {role.isReadOnly ? <Notice>{t('roles.read_only_note')}</Notice> : null}
      <RelationTab
        query={query}
        readOnly={role.isReadOnly}
        caption={t('roles.permissions')}
        empty={{
          icon: LockKeyhole,
          title: t('roles.permissions_empty_title'),
          description: t('roles.permissions_empty_description'),
        }}
        columns={[
          { key: 'name', title: t('api_resources.permission_name'), render: (row) => <code>{row.name}</code> },
          { key: 'resource', title: t('roles.api_resource'), render: (row) => row.resource.name },
          {
            key: 'description',
            title: t('api_resources.permission_description'),
            render: (row) => row.description ?? '',
          },
        ]}
        remove={{
          label: (scope) => scope.name,
          confirm: (scope) => ({
            title: t('roles.remove_permission_title'),
            message: t('roles.remove_permission_message', { name: scope.name, role: role.name }),
            confirmText: t('roles.remove'),
          }),
          run: (scope) => removeScope.mutateAsync({ id: role.id, scopeId: scope.id }),
          done: (scope) => t('roles.permission_removed', { name: scope.name }),
        }}
        assign={{
          label: t('roles.assign_permissions'),
          state: assigning,
          dialog: (close) => (
            <AssignPermissionsDialog role={role} held={(query.data ?? []).map((scope) => scope.id)} onClose={close} />
          ),
        }}
      />
    </>
  );
};

const AssignPermissionsDialog = ({ role, held, onClose }: { role: Role; held: string[]; onClose: () => void }) => {
  const { t } = useTranslation();
  const assignScopes = useAssignRoleScopes();
  const [picked, setPicked] = useState<string[]>([]);
  const assign = async () => {
    const done = await runThenSay(
      () => assignScopes.mutateAsync({ id: role.id, scopeIds: picked }),
      t('roles.permissions_assigned', { count: picked.length }),
    );
    if (done) onClose();
  };
  return (
    <AssignDialog
      onClose={onClose}
      title={t('roles.assign_permissions')}
      description={t('roles.assign_permissions_description', { role: role.name })}
      count={picked.length}
      pending={assignScopes.isPending}
      onSubmit={() => void assign()}
    >
      <PermissionPicker value={picked} onChange={setPicked} held={held} />
    </AssignDialog>
  );
};
