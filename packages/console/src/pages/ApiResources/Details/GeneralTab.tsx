import { createResourceGuard, maxAccessTokenTtlSeconds } from '@gatehouse/schemas/resources';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteResource, useSetDefaultResource, useUpdateResource } from '../../../api/resources/mutations';
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
  const [isDefault, setIsDefault] = useState(resource.isDefault);
  useEffect(() => setIsDefault(resource.isDefault), [resource.isDefault]);

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
          <Card title={t('api_resources.default_title')} aside>
            <Switch
              label={t('api_resources.default_label')}
              description={t('api_resources.default_description')}
              checked={isDefault}
              disabled={setDefault.isPending}
              onChange={(event) => {
                const next = event.target.checked;
                setIsDefault(next);
                setDefault.mutate(
                  { id: resource.id, isDefault: next },
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
