import { isValidResourceIndicator } from '@gatehouse/schemas/resources';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { useCreateResource } from '../../../api/resources/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { FormModal } from '../../../patterns/FormModal';
import { limitedText } from '../../../patterns/form';

/** Registers an API by name and identifier (spec §2 `api-resources/create`). */
export const CreateResourceModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateResource();
  const guard = useMemo(
    () =>
      z.object({
        name: limitedText(t, 128).min(1, t('form.required', { field: t('api_resources.name') })),
        indicator: z
          .string()
          .trim()
          .min(1, t('form.required', { field: t('api_resources.indicator') }))
          .refine(isValidResourceIndicator, t('api_resources.invalid_indicator')),
      }),
    [t],
  );
  const form = useForm<z.infer<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { name: '', indicator: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      toast.success(t('api_resources.created', { name: created.name }));
      form.reset();
      onCreated(created.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code?.startsWith('resource.')) {
        form.setError('indicator', { message: error.message });
      } else handleSubmitError(error);
    }
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('api_resources.create_title')}
      description={t('api_resources.create_description')}
      submitLabel={t('api_resources.create')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('api_resources.name')}
        required
        placeholder={t('api_resources.name_placeholder')}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('api_resources.indicator')}
        required
        placeholder="https://api.example.com"
        hint={t('api_resources.indicator_hint')}
        error={errors.indicator?.message}
        {...form.register('indicator')}
      />
    </FormModal>
  );
};
