import type { RoleType } from '@gatehouse/schemas/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { roleNameInUse, useOrganizationRoleMutations } from '../../../api/organization-template';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { PermissionPicker } from '../../PermissionPicker';
import styles from '../../shared.module.css';
import { OrganizationScopeChecklist } from './OrganizationScopeChecklist';
import { roleFieldsGuard } from './role-guard';

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
  const guard = useMemo(() => roleFieldsGuard(t).extend({ type: z.enum(['User', 'MachineToMachine']) }), [t]);
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', description: '', type: 'User' },
  });
  const { errors, isSubmitting } = form.formState;
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

  const types: Array<{ value: RoleType; label: string; hint: string }> = [
    { value: 'User', label: t('roles.type_user'), hint: t('organization_template.type_user_hint') },
    { value: 'MachineToMachine', label: t('roles.type_m2m'), hint: t('organization_template.type_m2m_hint') },
  ];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('organization_template.create_role_title')}
      description={t('organization_template.create_role_description')}
      size="medium"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('roles.name')} required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('roles.description')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <fieldset className={styles.radios}>
          <legend>{t('roles.type')}</legend>
          {types.map((type) => (
            <label key={type.value} className={styles.radio} title={type.hint}>
              <input type="radio" value={type.value} {...form.register('type')} />
              {type.label}
            </label>
          ))}
        </fieldset>
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
