import { nameIdFormats, type SamlApplication } from '@gatehouse/schemas/saml-applications';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDeleteApplication } from '../../../api/applications/mutations';
import { useUpdateSamlApplication } from '../../../api/saml-applications/mutations';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { FieldError } from '../../../components/FormField';
import { Select } from '../../../components/Select';
import { Stack, StackForm } from '../../../components/Stack';
import { Switch, switchField } from '../../../components/Switch';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormActions } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { CertificatesCard } from './CertificatesCard';
import { IdpCard } from './IdpCard';
import { SamlDetails } from './SamlDetails';
import { samlFieldOf, samlSettingsFormGuard, samlSettingsFormValues, samlSettingsPatch } from './saml-form';

type Input = z.input<typeof samlSettingsFormGuard>;

/** The SP side and general settings of a SAML application, one form with a save bar. */
const SamlSettingsForm = ({ application }: { application: SamlApplication }) => {
  const { t } = useTranslation();
  const update = useUpdateSamlApplication();
  const form = useForm<Input, unknown, z.output<typeof samlSettingsFormGuard>>({
    resolver: useFormResolver(samlSettingsFormGuard),
    values: samlSettingsFormValues(application),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const encryptAssertion = useController({ control: form.control, name: 'encryptAssertion' });
  const encryptThenSign = useController({ control: form.control, name: 'encryptThenSign' });
  const requestsSigned = useController({ control: form.control, name: 'authnRequestsSigned' });

  const onSubmit = submitForm(
    form,
    (values) => update.mutateAsync({ id: application.id, ...samlSettingsPatch(values) }),
    { success: t('general.saved'), fieldOf: samlFieldOf },
  );

  return (
    <StackForm onSubmit={onSubmit}>
      <Card title={t('applications.general_title')} aside>
        <Stack>
          <TextField label={t('applications.name')} required error={errors.name?.message} {...form.register('name')} />
          <TextField
            label={t('applications.description')}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </Stack>
      </Card>
      <Card title={t('saml_applications.sp_title')} description={t('saml_applications.sp_description')} aside>
        <Stack>
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
          <Select
            label={t('saml_applications.name_id_format')}
            hint={t('saml_applications.name_id_format_hint')}
            {...form.register('nameIdFormat')}
          >
            {nameIdFormats.map((format) => (
              <option key={format} value={format}>
                {t(`saml_applications.name_id_formats.${format}`)}
              </option>
            ))}
          </Select>
        </Stack>
      </Card>
      <Card
        title={t('saml_applications.encryption_title')}
        description={t('saml_applications.encryption_description')}
        aside
      >
        <Stack>
          <Switch
            label={t('saml_applications.encrypt_assertion')}
            description={t('saml_applications.encrypt_assertion_description')}
            {...switchField(encryptAssertion.field)}
          />
          <div>
            <Switch
              label={t('saml_applications.encrypt_then_sign')}
              description={t('saml_applications.encrypt_then_sign_description')}
              {...switchField(encryptThenSign.field)}
            />
            {errors.encryptThenSign?.message ? <FieldError>{errors.encryptThenSign.message}</FieldError> : null}
          </div>
          <Textarea
            label={t('saml_applications.sp_certificate')}
            hint={t('saml_applications.sp_certificate_hint')}
            placeholder="-----BEGIN CERTIFICATE-----"
            dir="ltr"
            rows={6}
            spellCheck={false}
            required={encryptAssertion.field.value}
            error={errors.certificate?.message}
            {...form.register('certificate')}
          />
        </Stack>
      </Card>
      <Card
        title={t('saml_applications.signed_requests_title')}
        description={t('saml_applications.signed_requests_description')}
        aside
      >
        <Stack>
          <Switch
            label={t('saml_applications.authn_requests_signed')}
            description={t('saml_applications.authn_requests_signed_description')}
            {...switchField(requestsSigned.field)}
          />
          <Textarea
            label={t('saml_applications.request_signing_certificate')}
            hint={t('saml_applications.request_signing_certificate_hint')}
            placeholder="-----BEGIN CERTIFICATE-----"
            dir="ltr"
            rows={6}
            spellCheck={false}
            required={requestsSigned.field.value}
            error={errors.requestSigningCertificate?.message}
            {...form.register('requestSigningCertificate')}
          />
        </Stack>
      </Card>
      <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
    </StackForm>
  );
};

/** The settings tab of a SAML application: the IdP side to copy, certificates, the SP side, delete. */
export const SamlSettingsTab = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const remove = useDeleteApplication();
  return (
    <SamlDetails>
      {(application) => (
        <Stack wide>
          <IdpCard id={application.id} />
          <CertificatesCard id={application.id} />
          <SamlSettingsForm application={application} />
          <DeleteCard
            title={t('applications.danger_title')}
            description={t('applications.delete_description')}
            action={t('applications.delete')}
            confirm={{
              title: t('applications.delete_title'),
              message: t('applications.delete_message', { name: application.name }),
            }}
            run={() => remove.mutateAsync(application.id)}
            done={t('applications.deleted', { name: application.name })}
            leaveTo={path('/applications')}
          />
        </Stack>
      )}
    </SamlDetails>
  );
};
