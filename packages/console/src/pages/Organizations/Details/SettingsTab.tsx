import { freeFormJsonTextGuard } from '@gatehouse/schemas/json';
import { createOrganizationGuard } from '@gatehouse/schemas/organizations';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useDeleteOrganization, useUpdateOrganization } from '../../../api/organizations/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { confirm } from '../../../components/ConfirmDialog/store';
import { Stack, StackForm } from '../../../components/Stack';
import { Switch, switchField } from '../../../components/Switch';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormActions } from '../../../patterns/FormCard';
import { focusField } from '../../../patterns/form';
import { blankOr, useFormResolver } from '../../../patterns/form-resolver';
import { ImageUploadField } from '../../../patterns/ImageUploadField';
import { organizationNameFormGuard } from '../name-form-guard';
import { useDetailsOrganization } from '.';
import { JitCard, jitDomainInputName } from './JitCard';
import { useJitSettings } from './use-jit-settings';

const branding = createOrganizationGuard.shape.branding.unwrap().shape;
/** The settings form by `createOrganizationGuard`: custom data as JSON text, blank logos as none. */
const organizationSettingsFormGuard = organizationNameFormGuard.extend({
  customData: freeFormJsonTextGuard,
  isMfaRequired: z.boolean(),
  logoUrl: blankOr(branding.logoUrl.unwrap()),
  darkLogoUrl: blankOr(branding.darkLogoUrl.unwrap()),
  favicon: blankOr(branding.favicon.unwrap()),
  darkFavicon: blankOr(branding.darkFavicon.unwrap()),
});

/**
 * The settings tab: name, description, custom data, MFA requirement, logos and favicons, just-in-time
 * provisioning; and deleting the organization. One Save button saves every card of the form.
 */
export const SettingsTab = () => {
  const { t } = useTranslation();
  const organization = useDetailsOrganization();
  const { path } = useTenant();
  const update = useUpdateOrganization();
  const remove = useDeleteOrganization();
  const jit = useJitSettings(organization.id);

  const form = useForm<
    z.input<typeof organizationSettingsFormGuard>,
    unknown,
    z.output<typeof organizationSettingsFormGuard>
  >({
    resolver: useFormResolver(organizationSettingsFormGuard),
    values: {
      name: organization.name,
      description: organization.description ?? '',
      customData: JSON.stringify(organization.customData, null, 2),
      isMfaRequired: organization.isMfaRequired,
      logoUrl: organization.branding.logoUrl ?? '',
      darkLogoUrl: organization.branding.darkLogoUrl ?? '',
      favicon: organization.branding.favicon ?? '',
      darkFavicon: organization.branding.darkFavicon ?? '',
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(
    async ({ logoUrl, darkLogoUrl, favicon, darkFavicon, customData, description, ...values }) => {
      // Turning MFA on locks out every member without a factor: say so, and save only on yes.
      if (values.isMfaRequired && !organization.isMfaRequired) {
        const answer = await confirm({
          kind: 'danger',
          title: t('organizations.mfa_confirm_title'),
          message: t('organizations.mfa_confirm_message'),
          confirmText: t('organizations.mfa_confirm'),
        });
        if (answer !== 'confirmed') return;
      }
      // A domain typed but not added yet is saved too, once it passes the same checks. One that does
      // not keeps its reason on the field, which is brought into view; the rest of the form still saves.
      const emailDomains = jit.domainsToSave();
      if (!emailDomains) focusField(jitDomainInputName);
      try {
        if (isDirty) {
          await update.mutateAsync({
            id: organization.id,
            ...values,
            description: description || null,
            customData,
            branding: {
              logoUrl: logoUrl || undefined,
              darkLogoUrl: darkLogoUrl || undefined,
              favicon: favicon || undefined,
              darkFavicon: darkFavicon || undefined,
            },
          });
        }
        const saved = await jit.save(emailDomains);
        if (saved && (emailDomains || isDirty)) toast.success(t('general.saved'));
      } catch (error) {
        handleSubmitError(error);
      }
    },
  );

  /** A logo or favicon: uploaded or typed; none is blank, as the form keeps it. */
  const imageField = (
    name: 'logoUrl' | 'darkLogoUrl' | 'favicon' | 'darkFavicon',
    label: string,
    kind: 'logo' | 'favicon',
    placeholder: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUploadField
          {...field}
          onChange={(url) => field.onChange(url ?? '')}
          label={label}
          kind={kind}
          placeholder={placeholder}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Stack wide>
      <StackForm onSubmit={onSubmit}>
        <Card title={t('organizations.general_title')} description={t('organizations.general_description')} aside>
          <Stack>
            <TextField
              label={t('organizations.name')}
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label={t('organizations.description')}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <Textarea
              label={t('organizations.custom_data')}
              hint={t('organizations.custom_data_hint')}
              error={errors.customData?.message}
              {...form.register('customData')}
            />
          </Stack>
        </Card>
        <Card title={t('organizations.mfa_title')} aside>
          <Controller
            control={form.control}
            name="isMfaRequired"
            render={({ field }) => (
              <Switch
                label={t('organizations.mfa_label')}
                description={t('organizations.mfa_description')}
                {...switchField(field)}
              />
            )}
          />
        </Card>
        <Card title={t('organizations.branding_title')} description={t('organizations.branding_description')} aside>
          <Stack>
            {imageField('logoUrl', t('organizations.logo_url'), 'logo', 'https://example.com/logo.png')}
            {imageField('darkLogoUrl', t('organizations.dark_logo_url'), 'logo', 'https://example.com/logo-dark.png')}
            {imageField('favicon', t('organizations.favicon_url'), 'favicon', 'https://example.com/favicon.ico')}
            {imageField(
              'darkFavicon',
              t('organizations.dark_favicon_url'),
              'favicon',
              'https://example.com/favicon-dark.ico',
            )}
          </Stack>
        </Card>
        <JitCard jit={jit} />
        <FormActions
          dirty={isDirty || jit.isDirty}
          submitting={isSubmitting}
          onDiscard={() => {
            form.reset();
            jit.reset();
          }}
        />
      </StackForm>
      <DeleteCard
        title={t('organizations.danger_title')}
        description={t('organizations.delete_description')}
        action={t('organizations.delete')}
        confirm={{
          title: t('organizations.delete_title'),
          message: t('organizations.delete_message', { name: organization.name }),
        }}
        run={() => remove.mutateAsync(organization.id)}
        done={t('organizations.deleted', { name: organization.name })}
        leaveTo={path('/organizations')}
      />
    </Stack>
  );
};
