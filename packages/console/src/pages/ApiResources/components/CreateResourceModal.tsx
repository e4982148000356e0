import { createResourceGuard, isValidResourceIndicator } from '@gatehouse/schemas/resources';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useCreateResource } from '../../../api/resources/mutations';
import { TextField } from '../../../components/TextField';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';

/** Name and identifier by `createResourceGuard`; the identifier's form as the server checks it. */
const createResourceFormGuard = createResourceGuard.pick({ name: true }).extend({
  indicator: createResourceGuard.shape.indicator.refine(isValidResourceIndicator, 'api_resources.invalid_indicator'),
});

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
  const form = useForm<z.infer<typeof createResourceFormGuard>>({
    resolver: useFormResolver(createResourceFormGuard),
    defaultValues: { name: '', indicator: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = submitForm(
    form,
    async (values) => {
      const created = await create.mutateAsync(values);
      form.reset();
      onCreated(created.id);
      return created;
    },
    {
      success: (created) => t('api_resources.created', { name: created.name }),
      fieldOf: (code) => (code.startsWith('resource.') ? 'indicator' : undefined),
    },
  );

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
