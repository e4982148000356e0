import type { OrganizationRole } from '@gatehouse/schemas/organizations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignOrganizationRolePermissions } from '../../../api/organization-template/mutations';
import type { OrganizationRolePermission } from '../../../api/organization-template/queries';
import { CheckboxGroup } from '../../../components/Checkbox';
import { Stack } from '../../../components/Stack';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { AssignDialog } from '../../../patterns/AssignModal';
import { PermissionPicker } from '../../../patterns/PermissionPicker';
import { OrganizationScopeChecklist } from './OrganizationScopeChecklist';

/** Gives an organization role more permissions of either kind; those it holds show as given. */
export const AssignPermissionsModal = ({
  role,
  onClose,
  held,
}: {
  role: OrganizationRole;
  onClose: () => void;
  /** What the role grants already. */
  held: OrganizationRolePermission[];
}) => {
  const { t } = useTranslation();
  const assignPermissions = useAssignOrganizationRolePermissions();
  const [organizationScopeIds, setOrganizationScopeIds] = useState<string[]>([]);
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const count = organizationScopeIds.length + scopeIds.length;
  const heldIds = (kind: OrganizationRolePermission['kind']) =>
    held.filter((permission) => permission.kind === kind).map((permission) => permission.id);

  const assign = async () => {
    const done = await runThenSay(
      () => assignPermissions.mutateAsync({ id: role.id, organizationScopeIds, scopeIds }),
      t('roles.permissions_assigned', { count }),
    );
    if (done) onClose();
  };

  return (
    <AssignDialog
      onClose={onClose}
      title={t('roles.assign_permissions')}
      description={t('organization_template.assign_permissions_description', { role: role.name })}
      count={count}
      pending={assignPermissions.isPending}
      onSubmit={() => void assign()}
    >
      <Stack>
        <OrganizationScopeChecklist
          value={organizationScopeIds}
          onChange={setOrganizationScopeIds}
          held={heldIds('organization')}
        />
        <CheckboxGroup legend={t('organization_template.api_permissions')} legendStyle="caption">
          <PermissionPicker value={scopeIds} onChange={setScopeIds} held={heldIds('api')} hideReadOnly />
        </CheckboxGroup>
      </Stack>
    </AssignDialog>
  );
};
