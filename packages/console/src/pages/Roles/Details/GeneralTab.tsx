import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteRole, useUpdateRole } from '../../../api/roles/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { type RoleFieldValues, roleFormGuard } from '../../../patterns/RoleFields';
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
  const [isDefault, setIsDefault] = useState(role.isDefault);
  useEffect(() => setIsDefault(role.isDefault), [role.isDefault]);
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
        <Card title={t('roles.default_title')} aside>
          <Switch
            label={t('roles.default_label')}
            description={t('roles.default_description')}
            checked={isDefault}
            disabled={update.isPending}
            onChange={(event) => {
              const next = event.target.checked;
              setIsDefault(next);
              update.mutate(
                { id: role.id, isDefault: next },
                {
                  onSuccess: () => toast.success(t('general.saved')),
                  onError: (error) => {
                    setIsDefault(!next);
                    handleSubmitError(error);
                  },
                },
              );
            }}
          />
        </Card>
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
