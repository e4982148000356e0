import {
  type ApplicationType,
  customClientMetadataInputGuard,
  oidcClientMetadataInputGuard,
  patchApplicationGuard,
} from '@gatehouse/schemas/applications';
import { defaultIdTokenTtlSeconds, defaultRefreshTokenTtlDays } from '@gatehouse/schemas/constants';
import { freeFormJsonTextGuard } from '@gatehouse/schemas/json';
import { redirectUrisGuardFor } from '@gatehouse/schemas/redirect-uris';
import { corsAllowedOriginsGuard } from '@gatehouse/schemas/urls';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
import { blankOr, linesText, useFormResolver } from '../../../patterns/form-resolver';
import { useDetailsApplication } from '.';
import { CredentialsCard } from './CredentialsCard';

const fields = patchApplicationGuard.shape;
const oidc = oidcClientMetadataInputGuard.shape;
const custom = customClientMetadataInputGuard.shape;

/**
 * The settings form by `patchApplicationGuard` and the type's redirect URI rules: URI lists and CORS
 * origins as lines of text, custom data as JSON text, token lifetimes typed as numbers, blank URLs as none.
 */
const settingsFormGuard = (type: ApplicationType) =>
  z.object({
    name: fields.name.unwrap(),
    description: fields.description.unwrap().unwrap(),
    redirectUris: linesText(redirectUrisGuardFor(type)),
    postLogoutRedirectUris: linesText(redirectUrisGuardFor(type)),
    corsAllowedOrigins: linesText(corsAllowedOriginsGuard),
    logoUri: blankOr(oidc.logoUri.unwrap()),
    backchannelLogoutUri: blankOr(oidc.backchannelLogoutUri.unwrap()),
    customData: freeFormJsonTextGuard,
    idTokenTtl: z.coerce.number().pipe(custom.idTokenTtl.unwrap()),
    refreshTokenTtlInDays: z.coerce.number().pipe(custom.refreshTokenTtlInDays.unwrap()),
    alwaysIssueRefreshToken: z.boolean(),
    rotateRefreshToken: z.boolean(),
  });

/** The settings tab: credentials, URIs, token settings, delete (spec §2 application details). */
export const SettingsTab = () => {
  const { t } = useTranslation();
  const application = useDetailsApplication();
  const { path } = useTenant();
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const isM2m = application.type === 'MachineToMachine';
  const guard = useMemo(() => settingsFormGuard(application.type), [application.type]);

  const form = useForm<z.input<typeof guard>, unknown, z.output<typeof guard>>({
    resolver: useFormResolver(guard),
    values: {
      name: application.name,
      description: application.description ?? '',
      redirectUris: application.oidcClientMetadata.redirectUris.join('\n'),
      postLogoutRedirectUris: application.oidcClientMetadata.postLogoutRedirectUris.join('\n'),
      corsAllowedOrigins: (application.customClientMetadata.corsAllowedOrigins ?? []).join('\n'),
      logoUri: application.oidcClientMetadata.logoUri ?? '',
      backchannelLogoutUri: application.oidcClientMetadata.backchannelLogoutUri ?? '',
      customData: JSON.stringify(application.customData, null, 2),
      idTokenTtl: application.customClientMetadata.idTokenTtl ?? defaultIdTokenTtlSeconds,
      refreshTokenTtlInDays: application.customClientMetadata.refreshTokenTtlInDays ?? defaultRefreshTokenTtlDays,
      alwaysIssueRefreshToken: application.customClientMetadata.alwaysIssueRefreshToken ?? false,
      rotateRefreshToken: application.customClientMetadata.rotateRefreshToken ?? true,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = submitForm(
    form,
    (values) =>
      update.mutateAsync({
        id: application.id,
        name: values.name,
        description: values.description || null,
        customData: values.customData,
        ...(isM2m
          ? {}
          : {
              oidcClientMetadata: {
                redirectUris: values.redirectUris,
                postLogoutRedirectUris: values.postLogoutRedirectUris,
                ...(values.logoUri ? { logoUri: values.logoUri } : {}),
                ...(values.backchannelLogoutUri ? { backchannelLogoutUri: values.backchannelLogoutUri } : {}),
              },
              customClientMetadata: {
                corsAllowedOrigins: values.corsAllowedOrigins,
                idTokenTtl: values.idTokenTtl,
                refreshTokenTtlInDays: values.refreshTokenTtlInDays,
                alwaysIssueRefreshToken: values.alwaysIssueRefreshToken,
                rotateRefreshToken: values.rotateRefreshToken,
              },
            }),
      }),
    {
      success: t('general.saved'),
      fieldOf: (code) => (code === 'application.invalid_redirect_uri' ? 'redirectUris' : undefined),
    },
  );

  const textarea = (
    key: 'redirectUris' | 'postLogoutRedirectUris' | 'corsAllowedOrigins' | 'customData',
    label: string,
    hint: string,
  ) => <Textarea label={label} hint={hint} error={errors[key]?.message} {...form.register(key)} />;

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
                {textarea('redirectUris', t('applications.redirect_uris'), t('applications.redirect_uris_hint'))}
                {textarea('postLogoutRedirectUris', t('applications.post_logout_uris'), t('applications.one_per_line'))}
                {textarea('corsAllowedOrigins', t('applications.cors_origins'), t('applications.cors_origins_hint'))}
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
            {textarea('customData', t('applications.custom_data'), t('applications.custom_data_hint'))}
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
