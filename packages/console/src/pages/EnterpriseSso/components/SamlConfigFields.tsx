import { Upload } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { RadioGroup } from '../../../components/RadioGroup';
import { Stack } from '../../../components/Stack';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { type SamlMode, type SamlValues, samlModes } from '../saml-form';

type SamlForm = UseFormReturn<SamlValues, unknown, unknown>;

/** The most a metadata file may weigh: the server's limit for the XML. */
const maxMetadataBytes = 200_000;

/** The metadata XML: pasted, or read from a file the admin picks. */
const MetadataField = ({ form }: { form: SamlForm }) => {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const { errors } = form.formState;
  const load = async (picked: File | undefined) => {
    if (!picked) return;
    if (picked.size > maxMetadataBytes) {
      form.setError('metadata', { message: t('enterprise_sso.saml.file_too_large') });
      return;
    }
    form.setValue('metadata', await picked.text(), { shouldDirty: true, shouldValidate: true });
  };
  return (
    <Stack gap="s">
      <Textarea
        label={t('enterprise_sso.saml.metadata')}
        hint={t('enterprise_sso.saml.metadata_hint')}
        required
        rows={8}
        dir="ltr"
        spellCheck={false}
        placeholder='<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" …>'
        error={errors.metadata?.message}
        {...form.register('metadata')}
      />
      <div>
        <Button icon={<Upload size={16} />} onClick={() => file.current?.click()}>
          {t('enterprise_sso.saml.upload')}
        </Button>
        <input
          ref={file}
          type="file"
          accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
          hidden
          aria-label={t('enterprise_sso.saml.upload')}
          onChange={(event) => {
            void load(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </Stack>
  );
};

type SamlTextName = 'metadataUrl' | 'entityId' | 'signInEndpoint' | 'emailAttribute' | 'nameAttribute';

/** The SAML config's one-line fields: the phrase naming the label (its hint is `{phrase}_hint`) and an example. */
const textFields = {
  metadataUrl: { phrase: 'metadata_url', placeholder: 'https://idp.example.com/saml/metadata', required: true },
  entityId: { phrase: 'entity_id', placeholder: 'https://idp.example.com/saml', required: true },
  signInEndpoint: { phrase: 'sign_in_endpoint', placeholder: 'https://idp.example.com/saml/sso', required: true },
  emailAttribute: { phrase: 'email_attribute', placeholder: 'email', required: false },
  nameAttribute: { phrase: 'name_attribute', placeholder: 'name', required: false },
} as const satisfies Record<SamlTextName, { phrase: string; placeholder: string; required: boolean }>;

const SamlTextField = ({ form, name }: { form: SamlForm; name: SamlTextName }) => {
  const { t } = useTranslation();
  const { phrase, placeholder, required } = textFields[name];
  return (
    <TextField
      label={t(`enterprise_sso.saml.${phrase}`)}
      hint={t(`enterprise_sso.saml.${phrase}_hint`)}
      required={required}
      dir="ltr"
      placeholder={placeholder}
      error={form.formState.errors[name]?.message}
      {...form.register(name)}
    />
  );
};

/**
 * A SAML identity provider's settings: one way of three to name it (metadata URL, metadata XML,
 * or entity id + sign-in endpoint + certificate), then the optional attribute mapping.
 */
export const SamlConfigFields = ({ form }: { form: SamlForm }) => {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const options = samlModes.map((value) => ({
    value,
    label: t(`enterprise_sso.saml.mode_${value}`),
    description: t(`enterprise_sso.saml.mode_${value}_description`),
  }));
  return (
    <>
      <RadioGroup<SamlMode>
        legend={t('enterprise_sso.saml.mode')}
        options={options}
        variant="cards"
        {...form.register('mode')}
      />
      {mode === 'url' ? <SamlTextField form={form} name="metadataUrl" /> : null}
      {mode === 'xml' ? <MetadataField form={form} /> : null}
      {mode === 'manual' ? (
        <>
          <SamlTextField form={form} name="entityId" />
          <SamlTextField form={form} name="signInEndpoint" />
          <Textarea
            label={t('enterprise_sso.saml.certificate')}
            hint={t('enterprise_sso.saml.certificate_hint')}
            required
            rows={6}
            dir="ltr"
            spellCheck={false}
            placeholder="-----BEGIN CERTIFICATE-----"
            error={errors.x509Certificate?.message}
            {...form.register('x509Certificate')}
          />
        </>
      ) : null}
      <SamlTextField form={form} name="emailAttribute" />
      <SamlTextField form={form} name="nameAttribute" />
    </>
  );
};
