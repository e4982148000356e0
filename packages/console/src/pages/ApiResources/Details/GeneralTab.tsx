import { createResourceGuard, maxAccessTokenTtlSeconds } from '@gatehouse/schemas/resources';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteResource, useSetDefaultResource, useUpdateResource } from '../../../api/resources/mutations';
import { useTenant } from '../../../app/tenant';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { SwitchCard } from '../../../patterns/SwitchCard';
import { useDetailsResource } from '.';

/** Name and token lifetime by the server's resource rules; the lifetime is typed as text. */
const resourceFormGuard = createResourceGuard.pick({ name: true }).extend({
  accessTokenTtl: z.coerce.number().pipe(createResourceGuard.shape.accessTokenTtl.unwrap()),
});

/** The general tab: name, token lifetime, default toggle, delete (spec §2). */
export const GeneralTab = () => {
  const { t } = useTranslation();
  const resource = useDetailsResource();
  const { path } = useTenant();
  const update = useUpdateResource();
  const setDefault = useSetDefaultResource();
  const remove = useDeleteResource();
  const form = useForm<z.input<typeof resourceFormGuard>, unknown, z.output<typeof resourceFormGuard>>({
    resolver: useFormResolver(resourceFormGuard),
    values: { name: resource.name, accessTokenTtl: resource.accessTokenTtl },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const readOnly = resource.isReadOnly;
  // The switch moves at once; it goes back if the server refuses.

  const onSubmit = submitForm(form, (values) => update.mutateAsync({ id: resource.id, ...values }), {
    success: t('general.saved'),
  });

  return (
    <Stack wide>
      {readOnly ? <Notice>{t('api_resources.read_only_note')}</Notice> : null}
      <FormCard
        title={t('api_resources.settings_title')}
        description={t('api_resources.settings_description')}
        onSubmit={onSubmit}
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
        readOnly={readOnly}
      >
        <TextField
          label={t('api_resources.name')}
          required
          disabled={readOnly}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('api_resources.ttl')}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxAccessTokenTtlSeconds}
          required
          disabled={readOnly}
          hint={t('api_resources.ttl_hint')}
          error={errors.accessTokenTtl?.message}
          {...form.register('accessTokenTtl')}
        />
      </FormCard>
      {readOnly ? null : (
        <>
          <SwitchCard
            title={t('api_resources.default_title')}
            label={t('api_resources.default_label')}
            description={t('api_resources.default_description')}
            value={resource.isDefault}
            save={(isDefault) => setDefault.mutateAsync({ id: resource.id, isDefault })}
          />
          <DeleteCard
            title={t('api_resources.danger_title')}
            description={t('api_resources.delete_description')}
            action={t('api_resources.delete')}
            confirm={{
              title: t('api_resources.delete_title'),
              message: t('api_resources.delete_message', { name: resource.name }),
            }}
            run={() => remove.mutateAsync(resource.id)}
            done={t('api_resources.deleted', { name: resource.name })}
            leaveTo={path('/api-resources')}
          />
        </>
      )}
    </Stack>
  );
};
