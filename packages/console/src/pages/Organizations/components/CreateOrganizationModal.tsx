import type { Organization } from '@gatehouse/schemas/organizations';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateOrganization } from '../../../api/organizations/mutations';
import { TextField } from '../../../components/TextField';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { organizationNameFormGuard } from '../name-form-guard';

/** Creates an organization from a name and a description; the rest is set on its settings tab. */
export const CreateOrganizationModal = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (organization: Organization) => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const form = useForm({
    resolver: useFormResolver(organizationNameFormGuard),
    defaultValues: { name: '', description: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = submitForm(
    form,
    async ({ name, description }) => {
      const created = await create.mutateAsync({ name, description: description || null });
      form.reset();
      onCreated(created);
      return created;
    },
    { success: (created) => t('organizations.created', { name: created.name }) },
  );

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('organizations.create_title')}
      description={t('organizations.create_description')}
      size="medium"
      submitLabel={t('organizations.create')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('organizations.name')}
        required
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t('organizations.description')}
        error={errors.description?.message}
        {...form.register('description')}
      />
    </FormModal>
  );
};
