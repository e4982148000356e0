import { maxHookRetries } from '@gatehouse/schemas/hooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDeleteHook, useRegenerateSigningKey, useTestHook, useUpdateHook } from '../../../api/hooks/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { CopyField } from '../../../components/CopyField';
import { Select } from '../../../components/Select';
import { Stack } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormCard } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { EventPicker } from '../components/EventPicker';
import { HeadersField } from '../components/HeadersField';
import { bodyOf, formOf, type WebhookForm, type WebhookFormInput, webhookFormGuard } from '../components/webhook-form';
import { useDetailsHook } from '.';

const retryCounts = Array.from({ length: maxHookRetries + 1 }, (_, count) => count);

/** The settings tab: events, URL, headers, retries; on/off; the signing key; a test request; delete. */
export const SettingsTab = () => {
  const { t } = useTranslation();
  const hook = useDetailsHook();
  const { path } = useTenant();
  const update = useUpdateHook();
  const remove = useDeleteHook();
  const regenerate = useRegenerateSigningKey();
  const test = useTestHook();
  const [revealed, setRevealed] = useState(false);
  const form = useForm<WebhookFormInput, unknown, WebhookForm>({
    resolver: useFormResolver(webhookFormGuard),
    values: formOf(hook),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = submitForm(form, (values) => update.mutateAsync({ id: hook.id, ...bodyOf(values) }), {
    success: t('general.saved'),
    fieldOf: (code) => (code.startsWith('hook.') ? 'url' : undefined),
  });
  const sendTest = () =>
    test.mutate(hook.id, {
      onSuccess: (result) =>
        result.result === 'Success'
          ? toast.success(t('webhooks.test_success', { status: result.response.status }))
          : toast.error(
              t('webhooks.test_failed', {
                reason: result.error ?? `${result.response.status} ${result.response.body ?? ''}`,
              }),
            ),
      onError: handleSubmitError,
    });

  return (
    <Stack wide>
      <FormCard
        title={t('webhooks.settings_title')}
        description={t('webhooks.settings_description')}
        onSubmit={onSubmit}
        dirty={isDirty}
        submitting={isSubmitting}
        onDiscard={() => form.reset()}
      >
        <TextField label={t('webhooks.name')} required error={errors.name?.message} {...form.register('name')} />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <EventPicker value={field.value} onChange={field.onChange} error={errors.events?.message} />
          )}
        />
        <TextField
          label={t('webhooks.url')}
          hint={t('webhooks.url_hint')}
          required
          error={errors.url?.message}
          {...form.register('url')}
        />
        <HeadersField form={form} />
        <Select label={t('webhooks.retries')} error={errors.retries?.message} {...form.register('retries')}>
          {retryCounts.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </Select>
        <div>
          <Button onClick={sendTest} disabled={test.isPending || isDirty}>
            {t('webhooks.send_test')}
          </Button>
        </div>
      </FormCard>
      <Card title={t('webhooks.enabled')} aside>
        <Switch
          label={t('webhooks.enabled_label')}
          description={t('webhooks.enabled_description')}
          checked={hook.enabled}
          disabled={update.isPending}
          onChange={(event) =>
            update.mutate(
              { id: hook.id, enabled: event.target.checked },
              { onSuccess: () => toast.success(t('general.saved')), onError: handleSubmitError },
            )
          }
        />
      </Card>
      <Card title={t('webhooks.signing_key_title')} description={t('webhooks.signing_key_description')} aside>
        {revealed ? (
          <CopyField label={t('webhooks.signing_key')} value={hook.signingKey} />
        ) : (
          <div>
            <Button onClick={() => setRevealed(true)}>{t('webhooks.reveal')}</Button>
          </div>
        )}
        <div>
          <Button
            kind="danger"
            disabled={regenerate.isPending}
            onClick={async () => {
              const done = await confirmThenRun(
                { title: t('webhooks.regenerate_title'), message: t('webhooks.regenerate_message') },
                () => regenerate.mutateAsync(hook.id),
                t('webhooks.regenerated'),
              );
              if (done) setRevealed(true);
            }}
          >
            {t('webhooks.regenerate')}
          </Button>
        </div>
      </Card>
      <DeleteCard
        title={t('webhooks.danger_title')}
        description={t('webhooks.delete_message', { name: hook.name })}
        action={t('webhooks.delete')}
        confirm={{ title: t('webhooks.delete_title'), message: t('webhooks.delete_message', { name: hook.name }) }}
        run={() => remove.mutateAsync(hook.id)}
        done={t('webhooks.deleted', { name: hook.name })}
        leaveTo={path('/webhooks')}
      />
    </Stack>
  );
};
