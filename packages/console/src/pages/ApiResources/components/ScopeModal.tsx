import { isValidScopeName, type Scope } from '@gatehouse/schemas/resources';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { useResourceMutations } from '../../../api/resources';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import styles from '../../shared.module.css';

/** Creates a permission (`scope` 'new') or edits one: name and description. */
export const ScopeModal = ({
  resourceId,
  scope,
  onClose,
}: {
  resourceId: string;
  scope: Scope | 'new' | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { createScope, updateScope } = useResourceMutations();
  const editing = scope !== undefined && scope !== 'new' ? scope : undefined;
  const guard = useMemo(
    () =>
      z.object({
        name: z
          .string()
          .trim()
          .min(1, t('form.required', { field: t('api_resources.permission_name') }))
          .max(256, t('form.too_long', { count: 256 }))
          .refine(isValidScopeName, t('api_resources.invalid_permission_name')),
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
        await updateScope.mutateAsync({ resourceId, scopeId: editing.id, name, description: description || null });
        toast.success(t('api_resources.permission_updated', { name }));
      } else {
        await createScope.mutateAsync({ resourceId, name, description: description || null });
        toast.success(t('api_resources.permission_created', { name }));
      }
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code?.startsWith('scope.')) {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  return (
    <Modal
      open={scope !== undefined}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={editing ? t('api_resources.edit_permission') : t('api_resources.create_permission')}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={t('api_resources.permission_name')}
          required
          placeholder="read:orders"
          hint={t('api_resources.permission_name_hint')}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('api_resources.permission_description')}
          placeholder={t('api_resources.permission_description_placeholder')}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button type="submit" kind="primary" loading={isSubmitting}>
            {editing ? t('general.save') : t('api_resources.create_permission')}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
