import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateHook } from '../../../api/hooks/mutations';
import { TextField } from '../../../components/TextField';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { EventPicker } from './EventPicker';
import { bodyOf, emptyWebhookForm, type WebhookForm, type WebhookFormInput, webhookFormGuard } from './webhook-form';

/** Creates a webhook: name, events, endpoint URL (headers and retries on its settings). */
export const CreateWebhookModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateHook();
  const form = useForm<WebhookFormInput, unknown, WebhookForm>({
    resolver: useFormResolver(webhookFormGuard),
    defaultValues: emptyWebhookForm,
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const onSubmit = submitForm(
    form,
    async (values) => {
      const created = await create.mutateAsync({ ...bodyOf(values), enabled: true });
      form.reset();
      onCreated(created.id);
      return created;
    },
    {
      success: (created) => t('webhooks.created', { name: created.name }),
      fieldOf: (code) => (code.startsWith('hook.') ? 'url' : undefined),
    },
  );
  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('webhooks.create_title')}
      description={t('webhooks.create_description')}
      size="medium"
      submitLabel={t('webhooks.create')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
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
        placeholder="https://"
        error={errors.url?.message}
        {...form.register('url')}
      />
    </FormModal>
  );
};
