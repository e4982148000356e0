import type { OrganizationRole } from '@gatehouse/schemas/organizations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrganizationRolePermission, useOrganizationRoleMutations } from '../../../api/organization-template';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/Toast/store';
import { PermissionPicker } from '../../PermissionPicker';
import styles from '../../shared.module.css';
import { OrganizationScopeChecklist } from './OrganizationScopeChecklist';

/** Gives an organization role more permissions of either kind; those it holds show as given. */
export const AssignPermissionsModal = ({
  role,
  open,
  onClose,
  held,
}: {
  role: OrganizationRole;
  open: boolean;
  onClose: () => void;
  /** What the role grants already. */
  held: OrganizationRolePermission[];
}) => {
  const { t } = useTranslation();
  const { assignPermissions } = useOrganizationRoleMutations();
  const [organizationScopeIds, setOrganizationScopeIds] = useState<string[]>([]);
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const count = organizationScopeIds.length + scopeIds.length;
  const heldIds = (kind: OrganizationRolePermission['kind']) =>
    held.filter((permission) => permission.kind === kind).map((permission) => permission.id);
  const close = () => {
    setOrganizationScopeIds([]);
    setScopeIds([]);
    onClose();
  };

  const assign = async () => {
    try {
      await assignPermissions.mutateAsync({ id: role.id, organizationScopeIds, scopeIds });
      toast.success(t('roles.permissions_assigned', { count }));
      close();
    } catch (error) {
      handleSubmitError(error);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('roles.assign_permissions')}
      description={t('organization_template.assign_permissions_description', { role: role.name })}
      size="medium"
      footer={
        <>
          <Button onClick={close}>{t('general.cancel')}</Button>
          <Button
            kind="primary"
            disabled={count === 0}
            loading={assignPermissions.isPending}
            onClick={() => void assign()}
          >
            {t('roles.assign')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <OrganizationScopeChecklist
          value={organizationScopeIds}
          onChange={setOrganizationScopeIds}
          held={heldIds('organization')}
        />
        <div>
          <p className={styles.groupTitle}>{t('organization_template.api_permissions')}</p>
          <PermissionPicker value={scopeIds} onChange={setScopeIds} held={heldIds('api')} hideReadOnly />
        </div>
      </div>
    </Modal>
  );
};
