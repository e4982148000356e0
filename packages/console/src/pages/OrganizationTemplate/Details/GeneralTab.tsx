import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  roleNameInUse,
  useDeleteOrganizationRole,
  useUpdateOrganizationRole,
} from '../../../api/organization-template/mutations';
import { useTenant } from '../../../app/tenant';
import { Stack } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { organizationRoleFormGuard, type RoleFieldValues } from '../../../patterns/RoleFields';
import { useDetailsOrganizationRole } from '.';

/** The general tab: name and description (save or discard), and deleting the role. */
export const GeneralTab = () => {
  const { t } = useTranslation();
  const role = useDetailsOrganizationRole();
  const { path } = useTenant();
  const update = useUpdateOrganizationRole();
  const remove = useDeleteOrganizationRole();
  const form = useForm<RoleFieldValues>({
    resolver: useFormResolver(organizationRoleFormGuard),
    values: { name: role.name, description: role.description ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = submitForm(
    form,
    ({ name, description }) => update.mutateAsync({ id: role.id, name, description: description || null }),
    { success: t('general.saved'), fieldOf: (code) => (code === roleNameInUse ? 'name' : undefined) },
  );

  return (
    <Stack wide>
      <FormCard
        title={t('roles.settings_title')}
        description={t('roles.settings_description')}
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
        confirm={{
          title: t('organization_template.delete_role_title'),
          message: t('organization_template.delete_role_message', { name: role.name }),
        }}
        run={() => remove.mutateAsync(role.id)}
        done={t('organization_template.role_deleted', { name: role.name })}
        leaveTo={path('/organization-template/organization-roles')}
      />
    </Stack>
  );
};
