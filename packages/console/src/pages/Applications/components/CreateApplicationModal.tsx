import { createApplicationGuard } from '@gatehouse/schemas/applications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateApplication } from '../../../api/applications/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { Checkbox } from '../../../components/Checkbox';
import { Notice } from '../../../components/Notice';
import { RadioGroup } from '../../../components/RadioGroup';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { FormModal } from '../../../patterns/FormModal';
import { useFormResolver } from '../../../patterns/form-resolver';
import { offeredTypes, typePhrases } from '../types';
import { TypeIcon } from './TypeIcon';

const fields = createApplicationGuard.shape;
/** A new application by `createApplicationGuard`, of a type this dialog offers (blank description: none). */
const createApplicationFormGuard = z.object({
  type: z.enum(offeredTypes),
  name: fields.name,
  description: fields.description.unwrap().unwrap(),
  isThirdParty: fields.isThirdParty.unwrap(),
});

/** Creates an application: its type (fixed from then on), name, description, third-party or not. */
export const CreateApplicationModal = ({
  open,
  onClose,
  onCreated,
  framework,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (application: { id: string; secret?: string }) => void;
  /** Chosen in the frameworks grid: fixes the type, and the guide opens once created. */
  framework?: { name: string; type: (typeof offeredTypes)[number] };
}) => {
  const { t } = useTranslation();
  const create = useCreateApplication();
  const form = useForm<z.infer<typeof createApplicationFormGuard>>({
    resolver: useFormResolver(createApplicationFormGuard),
    defaultValues: { type: 'SPA', name: '', description: '', isThirdParty: false },
  });
  useEffect(() => {
    if (open && framework) form.setValue('type', framework.type);
  }, [open, framework, form]);
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');
  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ description, isThirdParty, ...values }) => {
    try {
      const created = await create.mutateAsync({
        ...values,
        ...(description ? { description } : {}),
        isThirdParty: values.type !== 'MachineToMachine' && isThirdParty,
      });
      toast.success(t('applications.created', { name: created.name }));
      form.reset();
      onCreated(created);
    } catch (error) {
      handleSubmitError(error);
    }
  });

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('applications.create_title')}
      description={t('applications.create_description')}
      size="medium"
      submitLabel={t('applications.create')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      {framework ? (
        <Notice>
          {t('applications.framework_chosen', {
            framework: framework.name,
            type: t(`applications.types.${typePhrases[framework.type].name}`),
          })}
        </Notice>
      ) : (
        <RadioGroup
          legend={t('applications.type')}
          variant="cards"
          options={offeredTypes.map((value) => ({
            value,
            label: t(`applications.types.${typePhrases[value].name}`),
            description: t(`applications.types.${typePhrases[value].description}`),
            icon: <TypeIcon type={value} />,
          }))}
          {...form.register('type')}
        />
      )}
      <TextField label={t('applications.name')} required error={errors.name?.message} {...form.register('name')} />
      <TextField
        label={t('applications.description')}
        error={errors.description?.message}
        {...form.register('description')}
      />
      {type === 'MachineToMachine' ? null : (
        <Checkbox label={t('applications.third_party_label')} {...form.register('isThirdParty')} />
      )}
    </FormModal>
  );
};
