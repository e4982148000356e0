import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../../api/errors';
import { useRoleMutations } from '../../../api/roles';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { type RoleFieldValues, roleFieldsGuard } from '../../../patterns/RoleFields';
import { useDetailsRole } from '.';

/** The general tab: name, description, default for new users (User roles), delete. */
export const GeneralTab = () => {
  const { t } = useTranslation();
  const role = useDetailsRole();
  const navigate = useNavigate();
  const { path } = useTenant();
  const { update, remove } = useRoleMutations();
  const guard = useMemo(() => roleFieldsGuard(t, 128), [t]);
  const form = useForm<RoleFieldValues>({
    resolver: zodResolver(guard),
    values: { name: role.name, description: role.description },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [isDefault, setIsDefault] = useState(role.isDefault);
  useEffect(() => setIsDefault(role.isDefault), [role.isDefault]);
  const readOnly = role.isReadOnly;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: role.id, ...values });
      toast.success(t('general.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'role.name_in_use') {
        form.setError('name', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  const onDelete = async () => {
    if (
      await confirmThenRun(
        {
          title: t('roles.delete_title'),
          message: t('roles.delete_message', { name: role.name }),
          confirmText: t('general.delete'),
        },
        () => remove.mutateAsync(role.id),
        t('roles.deleted', { name: role.name }),
      )
    ) {
      navigate(path('/roles'), { replace: true });
    }
  };

  return (
    <Stack narrow>
      {readOnly ? <Notice>{t('roles.read_only_note')}</Notice> : null}
      <FormCard
        title={t('roles.settings_title')}
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
        <Card title={t('roles.default_title')}>
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
          onDelete={() => void onDelete()}
        />
      )}
    </Stack>
  );
};
