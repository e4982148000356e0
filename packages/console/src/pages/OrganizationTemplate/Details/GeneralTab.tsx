import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../api/errors';
import { roleNameInUse, useOrganizationRoleMutations } from '../../../api/organization-template';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant } from '../../../app/tenant';
import { Stack } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { type RoleFieldValues, roleFieldsGuard } from '../../../patterns/RoleFields';
import { useDetailsOrganizationRole } from '.';

/** The general tab: name and description (save or discard), and deleting the role. */
export const GeneralTab = () => {
  const { t } = useTranslation();
  const role = useDetailsOrganizationRole();
  const navigate = useNavigate();
  const { path } = useTenant();
  const { update, remove } = useOrganizationRoleMutations();
  const guard = useMemo(() => roleFieldsGuard(t, 256), [t]);
  const form = useForm<RoleFieldValues>({
    resolver: zodResolver(guard),
    values: { name: role.name, description: role.description ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, description }) => {
    try {
      await update.mutateAsync({ id: role.id, name, description: description || null });
      toast.success(t('general.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === roleNameInUse) {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  const onDelete = async () => {
    if (
      await confirmThenRun(
        {
          title: t('organization_template.delete_role_title'),
          message: t('organization_template.delete_role_message', { name: role.name }),
          confirmText: t('general.delete'),
        },
        () => remove.mutateAsync(role.id),
        t('organization_template.role_deleted', { name: role.name }),
      )
    ) {
      navigate(path('/organization-template/organization-roles'), { replace: true });
    }
  };

  return (
    <Stack narrow>
      <FormCard
        title={t('roles.settings_title')}
        onSubmit={onSubmit}
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
      >
        <TextField label={t('roles.name')} required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label={t('roles.description')}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </FormCard>
      <DeleteCard
        title={t('organization_template.delete_role')}
        description={t('organization_template.delete_role_description')}
        action={t('organization_template.delete_role')}
        onDelete={() => void onDelete()}
      />
    </Stack>
  );
};
