import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDeleteApplication, useUpdateApplication } from '../../../api/applications/mutations';
import { useTenant } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { Checkbox } from '../../../components/Checkbox';
import { Stack, StackForm } from '../../../components/Stack';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormActions } from '../../../patterns/FormCard';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { ListField } from '../../../patterns/ListField';
import { useDetailsApplication } from '.';
import { CredentialsCard } from './CredentialsCard';
import { settingsFormGuard, settingsFormValues, settingsPatch } from './settings-form';

/** The settings tab: credentials, URIs, token settings, delete (spec §2 application details). */
export const SettingsTab = () => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const { path } = useTenant();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const isM2m = application.type === 'MachineToMachine';
  const isNative = application.type === 'Native';
  const uriExample = isNative ? 'com.example.app://callback' : 'https://example.com/callback';
  const guard = useMemo(() => settingsFormGuard(application.type), [application.type]);

  const form = useForm<z.input<typeof guard>, unknown, z.output<typeof guard>>({
    resolver: useFormResolver(guard),
    values: settingsFormValues(application),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = submitForm(
    form,
    (values) => update.mutateAsync({ id: application.id, ...settingsPatch(application.type, values) }),
    {
      success: t('general.saved'),
      fieldOf: (code) => (code === 'application.invalid_redirect_uri' ? 'redirectUris' : undefined),
    },
  );

  return (
    <Stack wide>
      <CredentialsCard application={application} />
      <StackForm onSubmit={onSubmit}>
        <Card
          title={t('applications.general_title')}
          description={isM2m ? t('applications.general_description_m2m') : t('applications.general_description')}
          aside
        >
          <Stack>
            <TextField
              label={t('applications.name')}
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label={t('applications.description')}
              error={errors.description?.message}
              {...form.register('description')}
            />
            {isM2m ? null : (
              <>
                <ListField
                  form={form}
                  name="redirectUris"
                  label={t('applications.redirect_uris')}
                  hint={t('applications.redirect_uris_hint')}
                  placeholder={uriExample}
                />
                <ListField
                  form={form}
                  name="postLogoutRedirectUris"
                  label={t('applications.post_logout_uris')}
                  hint={t('applications.post_logout_uris_hint')}
                  placeholder={isNative ? 'com.example.app://signed-out' : 'https://example.com'}
                />
                <ListField
                  form={form}
                  name="corsAllowedOrigins"
                  label={t('applications.cors_origins')}
                  hint={t('applications.cors_origins_hint')}
                  placeholder="https://example.com"
                />
                <TextField
                  label={t('applications.logo_uri')}
                  placeholder="https://example.com/logo.png"
                  error={errors.logoUri?.message}
                  {...form.register('logoUri')}
                />
                <TextField
                  label={t('applications.backchannel_logout_uri')}
                  hint={t('applications.backchannel_logout_uri_hint')}
                  error={errors.backchannelLogoutUri?.message}
                  {...form.register('backchannelLogoutUri')}
                />
              </>
            )}
            <Textarea
              label={t('applications.custom_data')}
              hint={t('applications.custom_data_hint')}
              error={errors.customData?.message}
              spellCheck={false}
              {...form.register('customData')}
            />
          </Stack>
        </Card>
        {isM2m ? null : (
          <Card title={t('applications.advanced_title')} description={t('applications.advanced_description')} aside>
            <Stack>
              <TextField
                label={t('applications.id_token_ttl')}
                type="number"
                inputMode="numeric"
                error={errors.idTokenTtl?.message}
                {...form.register('idTokenTtl')}
              />
              <TextField
                label={t('applications.refresh_ttl')}
                type="number"
                inputMode="numeric"
                error={errors.refreshTokenTtlInDays?.message}
                {...form.register('refreshTokenTtlInDays')}
              />
              <Checkbox label={t('applications.always_issue_refresh')} {...form.register('alwaysIssueRefreshToken')} />
              <Checkbox label={t('applications.rotate_refresh')} {...form.register('rotateRefreshToken')} />
            </Stack>
          </Card>
        )}
        <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
      </StackForm>
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
  );
};
