import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteRole, useUpdateRole } from '../../../api/roles/mutations';
import { useTenant } from '../../../app/tenant';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { type RoleFieldValues, roleFormGuard } from '../../../patterns/RoleFields';
import { SwitchCard } from '../../../patterns/SwitchCard';
import { useDetailsRole } from '.';

/** The general tab: name, description, default for new users (User roles), delete. */
export const GeneralTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const { path } = useTenant();
  const update = useUpdateRole();
  const remove = useDeleteRole();
  const form = useForm<RoleFieldValues>({
    resolver: useFormResolver(roleFormGuard),
    values: { name: role.name, description: role.description },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const readOnly = role.isReadOnly;

  const onSubmit = submitForm(form, (values) => update.mutateAsync({ id: role.id, ...values }), {
    success: t('general.saved'),
    fieldOf: (code) => (code === 'role.name_in_use' ? 'name' : undefined),
  });

  return (
    <Stack wide>
      {readOnly ? <Notice>{t('roles.read_only_note')}</Notice> : null}
      <FormCard
        title={t('roles.settings_title')}
        description={t('roles.settings_description')}
        onSubmit={onSubmit}
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
        readOnly={readOnly}
      >
        <TextField
          label={t('roles.name')}
          required
          disabled={readOnly}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('roles.description')}
          disabled={readOnly}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </FormCard>
      {readOnly || role.type !== 'User' ? null : (
        <SwitchCard
          title={t('roles.default_title')}
          label={t('roles.default_label')}
          description={t('roles.default_description')}
          value={role.isDefault}
          save={(isDefault) => update.mutateAsync({ id: role.id, isDefault })}
        />
      )}
      {readOnly ? null : (
        <DeleteCard
          title={t('roles.danger_title')}
          description={t('roles.delete_description')}
          action={t('roles.delete')}
          confirm={{ title: t('roles.delete_title'), message: t('roles.delete_message', { name: role.name }) }}
          run={() => remove.mutateAsync(role.id)}
          done={t('roles.deleted', { name: role.name })}
          leaveTo={path('/roles')}
        />
      )}
    </Stack>
  );
};
