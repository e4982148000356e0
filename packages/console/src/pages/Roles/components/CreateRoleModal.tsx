import type { RoleType } from '@gatehouse/schemas/roles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { useRoleMutations } from '../../../api/roles';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { PermissionPicker } from '../../PermissionPicker';
import styles from '../../shared.module.css';

/** Creates a role: name, description, type (fixed from then on), and its first permissions. */
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
  const { create } = useRoleMutations();
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const guard = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('form.required', { field: t('roles.name') }))
          .max(128, t('form.too_long', { count: 128 })),
        description: z
          .string()
          .trim()
          .max(128, t('form.too_long', { count: 128 })),
        type: z.enum(['User', 'MachineToMachine']),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', description: '', type: 'User' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    setScopeIds([]);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({ ...values, scopeIds });
      toast.success(t('roles.created', { name: created.name }));
      form.reset();
      setScopeIds([]);
      onCreated(created.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'role.name_in_use') {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  const types: Array<{ value: RoleType; label: string; hint: string }> = [
    { value: 'User', label: t('roles.type_user'), hint: t('roles.type_user_hint') },
    { value: 'MachineToMachine', label: t('roles.type_m2m'), hint: t('roles.type_m2m_hint') },
  ];

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('roles.create_title')}
      description={t('roles.create_description')}
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
        <div>
          <p className={styles.groupTitle}>{t('roles.initial_permissions')}</p>
          <PermissionPicker value={scopeIds} onChange={setScopeIds} />
        </div>
        <div className={styles.actions}>
          <Button onClick={close}>{t('general.cancel')}</Button>
          <Button type="submit" kind="primary" loading={isSubmitting}>
            {t('roles.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
