import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/errors';
import { useRoleMutations } from '../../../api/roles';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/Toast/store';
import { PermissionPicker } from '../../PermissionPicker';
import { type NewRoleFields, newRoleGuard, RoleFields } from '../../RoleFields';
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
  const guard = useMemo(() => newRoleGuard(t, 128), [t]);
  const form = useForm<NewRoleFields>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', description: '', type: 'User' },
  });
  const { isSubmitting } = form.formState;
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

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t('roles.create_title')}
      description={t('roles.create_description')}
      size="medium"
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <RoleFields
          form={form}
          typeHints={{ User: t('roles.type_user_hint'), MachineToMachine: t('roles.type_m2m_hint') }}
        />
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
