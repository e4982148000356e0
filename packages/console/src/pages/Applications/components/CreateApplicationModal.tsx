import { createApplicationGuard } from '@gatehouse/schemas/applications';
import { createSamlApplicationGuard, samlAcsUrlGuard } from '@gatehouse/schemas/saml-applications';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCreateApplication } from '../../../api/applications/mutations';
import { useCreateSamlApplication } from '../../../api/saml-applications/mutations';
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
/** The types this dialog creates: the OIDC ones, and SAML (`POST /api/saml-applications`). */
const createTypes = [...offeredTypes, 'SAML'] as const;
/** What the SAML service provider needs from the start, by `createSamlApplicationGuard`. */
const samlFields = { entityId: createSamlApplicationGuard.shape.entityId, acsUrl: samlAcsUrlGuard.shape.url };

/**
 * A new application by `createApplicationGuard`, of a type this dialog offers (blank description:
 * none); a SAML app also has its service provider's entity id and ACS URL.
 */
const createApplicationFormGuard = z
  .object({
    type: z.enum(createTypes),
    name: fields.name,
    description: fields.description.unwrap().unwrap(),
    isThirdParty: fields.isThirdParty.unwrap(),
    entityId: z.string(),
    acsUrl: z.string(),
  })
  .superRefine((values, context) => {
    if (values.type !== 'SAML') return;
    for (const key of ['entityId', 'acsUrl'] as const) {
      for (const issue of samlFields[key].safeParse(values[key]).error?.issues ?? [])
        context.addIssue({ ...issue, path: [key] } as Parameters<typeof context.addIssue>[0]);
    }
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
  const createSaml = useCreateSamlApplication();
  const form = useForm<z.infer<typeof createApplicationFormGuard>>({
    resolver: useFormResolver(createApplicationFormGuard),
    defaultValues: { type: 'SPA', name: '', description: '', isThirdParty: false, entityId: '', acsUrl: '' },
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

  const onSubmit = form.handleSubmit(async ({ description, isThirdParty, entityId, acsUrl, type, name }) => {
    try {
      const created =
        type === 'SAML'
          ? await createSaml.mutateAsync({
              name,
              ...(description ? { description } : {}),
              entityId,
              acsUrl: { binding: 'HTTP-POST', url: acsUrl },
              nameIdFormat: 'persistent',
            })
          : await create.mutateAsync({
              type,
              name,
              ...(description ? { description } : {}),
              isThirdParty: type !== 'MachineToMachine' && isThirdParty,
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
          options={createTypes.map((value) => ({
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
      {type === 'SAML' ? (
        <>
          <TextField
            label={t('saml_applications.sp_entity_id')}
            required
            dir="ltr"
            placeholder="https://sp.example.com/metadata"
            error={errors.entityId?.message}
            {...form.register('entityId')}
          />
          <TextField
            label={t('saml_applications.acs_url')}
            required
            dir="ltr"
            hint={t('saml_applications.acs_binding', { binding: 'HTTP-POST' })}
            placeholder="https://sp.example.com/saml/acs"
            error={errors.acsUrl?.message}
            {...form.register('acsUrl')}
          />
        </>
      ) : null}
      {type === 'MachineToMachine' || type === 'SAML' ? null : (
        <Checkbox label={t('applications.third_party_label')} {...form.register('isThirdParty')} />
      )}
    </FormModal>
  );
};
