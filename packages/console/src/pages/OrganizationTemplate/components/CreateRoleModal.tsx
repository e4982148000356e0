import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import { roleNameInUse, useOrganizationRoleMutations } from '../../../api/organization-template';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/Toast/store';
import { PermissionPicker } from '../../PermissionPicker';
import { type NewRoleFields, newRoleGuard, RoleFields } from '../../RoleFields';
import styles from '../../shared.module.css';
import { OrganizationScopeChecklist } from './OrganizationScopeChecklist';

/** Creates an organization role: name, description, type (fixed from then on), and its first permissions. */
export const CreateRoleModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const { create } = useOrganizationRoleMutations();
  const [organizationScopeIds, setOrganizationScopeIds] = useState<string[]>([]);
  const [resourceScopeIds, setResourceScopeIds] = useState<string[]>([]);
  const guard = useMemo(() => newRoleGuard(t, 256), [t]);
  const form = useForm<NewRoleFields>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', description: '', type: 'User' },
  });
  const { isSubmitting } = form.formState;
  const reset = () => {
    form.reset();
    setOrganizationScopeIds([]);
    setResourceScopeIds([]);
  };
  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ description, ...values }) => {
    try {
      const created = await create.mutateAsync({
        ...values,
        description: description || null,
        organizationScopeIds,
        resourceScopeIds,
      });
      toast.success(t('organization_template.role_created', { name: created.name }));
      reset();
      onCreated(created.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === roleNameInUse) {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('organization_template.create_role_title')}
      description={t('organization_template.create_role_description')}
      size="medium"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <RoleFields
          form={form}
          typeHints={{
            User: t('organization_template.type_user_hint'),
            MachineToMachine: t('organization_template.type_m2m_hint'),
          }}
        />
        <p className={styles.groupTitle}>{t('roles.initial_permissions')}</p>
        <OrganizationScopeChecklist value={organizationScopeIds} onChange={setOrganizationScopeIds} />
        <div>
          <p className={styles.groupTitle}>{t('organization_template.api_permissions')}</p>
          <PermissionPicker value={resourceScopeIds} onChange={setResourceScopeIds} hideReadOnly />
        </div>
        <div className={styles.actions}>
          <Button onClick={close}>{t('general.cancel')}</Button>
          <Button type="submit" kind="primary" loading={isSubmitting}>
            {t('organization_template.create_role')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
