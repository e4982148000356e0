import { type ApplicationSignInExperience, putApplicationSignInExperienceGuard } from '@gatehouse/schemas/applications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { usePutApplicationSignInExperience } from '../../../api/applications/mutations';
import { useApplicationSignInExperience } from '../../../api/applications/queries';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { Stack, StackForm } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { FormActions } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { blankOr, useFormResolver } from '../../../patterns/form-resolver';
import { ImageUploadField } from '../../../patterns/ImageUploadField';
import { useDetailsApplication } from '.';
import styles from './BrandingTab.module.css';

const colorPattern = /^#[\da-f]{6}$/i;

const fields = putApplicationSignInExperienceGuard.shape;
const logos = fields.branding.unwrap().shape;
const colors = fields.color.unwrap().shape;
/** The branding form by `putApplicationSignInExperienceGuard`; every field may be blank (none). */
const brandingFormGuard = z.object({
  displayName: fields.displayName.unwrap().unwrap(),
  logoUrl: blankOr(logos.logoUrl.unwrap()),
  darkLogoUrl: blankOr(logos.darkLogoUrl.unwrap()),
  primaryColor: blankOr(colors.primaryColor.unwrap()),
  darkPrimaryColor: blankOr(colors.darkPrimaryColor.unwrap()),
  termsOfUseUrl: blankOr(fields.termsOfUseUrl.unwrap().unwrap()),
  privacyPolicyUrl: blankOr(fields.privacyPolicyUrl.unwrap().unwrap()),
});

/** The branding tab of a third-party application: what its users see when asked to authorize it. */
export const BrandingTab = () => {
  const application = useDetailsApplication();
  const query = useApplicationSignInExperience(application.id);
  if (!application.isThirdParty) return <Navigate to="../settings" replace />;
  return <DataState query={query}>{(branding) => <BrandingForm branding={branding} />}</DataState>;
};

const BrandingForm = ({ branding }: { branding: ApplicationSignInExperience }) => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const putSignInExperience = usePutApplicationSignInExperience();

  const form = useForm<z.input<typeof brandingFormGuard>, unknown, z.output<typeof brandingFormGuard>>({
    resolver: useFormResolver(brandingFormGuard),
    values: {
      displayName: branding.displayName ?? '',
      logoUrl: branding.branding.logoUrl ?? '',
      darkLogoUrl: branding.branding.darkLogoUrl ?? '',
      primaryColor: branding.color.primaryColor ?? '',
      darkPrimaryColor: branding.color.darkPrimaryColor ?? '',
      termsOfUseUrl: branding.termsOfUseUrl ?? '',
      privacyPolicyUrl: branding.privacyPolicyUrl ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const optional = (value: string) => (value ? value : undefined);

  const onSubmit = submitForm(
    form,
    (values) =>
      putSignInExperience.mutateAsync({
        id: application.id,
        displayName: values.displayName || null,
        branding: { logoUrl: optional(values.logoUrl), darkLogoUrl: optional(values.darkLogoUrl) },
        color: { primaryColor: optional(values.primaryColor), darkPrimaryColor: optional(values.darkPrimaryColor) },
        termsOfUseUrl: values.termsOfUseUrl || null,
        privacyPolicyUrl: values.privacyPolicyUrl || null,
      }),
    { success: t('general.saved') },
  );

  const colorField = (name: 'primaryColor' | 'darkPrimaryColor', label: string) => {
    const value = form.watch(name);
    return (
      <div className={styles.colorField}>
        <TextField label={label} placeholder="#5b4ff5" error={errors[name]?.message} {...form.register(name)} />
        <span
          className={styles.swatch}
          style={{ background: colorPattern.test(value) ? value : 'transparent' }}
          aria-hidden
        />
      </div>
    );
  };

  /** A logo: uploaded or typed; none is blank, as the form keeps it. */
  const imageField = (name: 'logoUrl' | 'darkLogoUrl', label: string, placeholder: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...field}
          onChange={(url) => field.onChange(url ?? '')}
          label={label}
          placeholder={placeholder}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <StackForm onSubmit={onSubmit} wide>
      <Card title={t('applications.branding')} description={t('applications.branding_intro')} aside>
        <Stack>
          <TextField
            label={t('applications.display_name')}
            hint={t('applications.display_name_hint', { name: application.name })}
            error={errors.displayName?.message}
            {...form.register('displayName')}
          />
          {imageField('logoUrl', t('applications.logo_uri'), 'https://example.com/logo.svg')}
          {imageField('darkLogoUrl', t('applications.dark_logo_url'), 'https://example.com/logo-dark.svg')}
          {colorField('primaryColor', t('applications.primary_color'))}
          {colorField('darkPrimaryColor', t('applications.dark_primary_color'))}
        </Stack>
      </Card>
      <Card title={t('applications.legal_title')} description={t('applications.legal_description')} aside>
        <Stack>
          <TextField
            label={t('applications.terms_of_use_url')}
            placeholder="https://example.com/terms"
            error={errors.termsOfUseUrl?.message}
            {...form.register('termsOfUseUrl')}
          />
          <TextField
            label={t('applications.privacy_policy_url')}
            placeholder="https://example.com/privacy"
            error={errors.privacyPolicyUrl?.message}
            {...form.register('privacyPolicyUrl')}
          />
        </Stack>
      </Card>
      <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
    </StackForm>
  );
};
