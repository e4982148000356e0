import type { OrganizationScope } from '@gatehouse/schemas/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { scopeNameInUse, useOrganizationScopeMutations } from '../../../api/organization-template';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import styles from '../../shared.module.css';

/** Creates an organization permission (`scope` 'new') or edits one: name (no spaces) and description. */
export const PermissionModal = ({
  scope,
  onClose,
}: {
  scope: OrganizationScope | 'new' | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { create, update } = useOrganizationScopeMutations();
  const editing = scope !== undefined && scope !== 'new' ? scope : undefined;
  // The server's rules (createOrganizationScopeGuard), with the console's words.
  const guard = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('form.required', { field: t('organization_template.permission_name') }))
          .max(128, t('form.too_long', { count: 128 }))
          .refine((value) => !/\s/.test(value), t('organization_template.permission_name_no_spaces')),
        description: z
          .string()
          .trim()
          .max(256, t('form.too_long', { count: 256 })),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', description: '' },
  });
  useEffect(() => {
    if (scope !== undefined) form.reset({ name: editing?.name ?? '', description: editing?.description ?? '' });
  }, [scope, editing, form]);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, description }) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, name, description: description || null });
        toast.success(t('organization_template.permission_updated', { name }));
      } else {
        await create.mutateAsync({ name, description: description || null });
        toast.success(t('organization_template.permission_created', { name }));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === scopeNameInUse) {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  return (
    <Modal
      open={scope !== undefined}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? t('organization_template.edit_permission') : t('organization_template.create_permission')}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('organization_template.permission_name')}
          required
          placeholder="invite:member"
          hint={t('organization_template.permission_name_hint')}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('roles.description')}
          placeholder={t('api_resources.permission_description_placeholder')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" kind="primary" loading={isSubmitting}>
            {editing ? t('general.save') : t('organization_template.create_permission')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
