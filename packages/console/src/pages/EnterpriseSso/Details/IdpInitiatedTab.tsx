import type { Application } from '@gatehouse/schemas/applications';
import type { IdpInitiatedAuthConfigView } from '@gatehouse/schemas/sso-idp-initiated';
import { AppWindow, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { useSaveIdpInitiatedConfig } from '../../../api/sso-connectors/mutations.idp-initiated';
import { useIdpInitiatedApplications, useIdpInitiatedConfig } from '../../../api/sso-connectors/queries.idp-initiated';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Select } from '../../../components/Select';
import { Stack, StackForm } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { Textarea } from '../../../components/Textarea';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { FormActions } from '../../../patterns/FormCard';
import { showFieldError } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { useDetailsSsoConnector } from '.';

/** The application types offered, by their phrase. */
const typeNames = { Traditional: 'traditional', SPA: 'spa', Native: 'native' } as const;

/** `name=value` lines, as the extra authorization parameters. */
const parseExtra = (text: string) =>
  Object.fromEntries(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]),
  );

const formGuard = z.object({
  enabled: z.boolean(),
  defaultApplicationId: z.string().min(1),
  redirectUri: z.string().min(1),
  autoSendAuthorizationRequest: z.boolean(),
  scope: z.string().trim().max(1024),
  extra: z
    .string()
    .max(4096)
    .refine((text) => text.split('\n').every((line) => !line.trim() || /^[a-z][a-z0-9_]*\s*=/.test(line.trim()))),
});
type Input = z.input<typeof formGuard>;

const valuesOf = (config: IdpInitiatedAuthConfigView | null): Input => {
  const { scope = '', ...extra } = config?.authParameters ?? {};
  return {
    enabled: config?.enabled ?? false,
    defaultApplicationId: config?.defaultApplicationId ?? '',
    redirectUri: config?.redirectUri ?? '',
    autoSendAuthorizationRequest: config?.autoSendAuthorizationRequest ?? true,
    scope,
    extra: Object.entries(extra)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  };
};

/**
 * `enterprise-sso/{id}/idp-initiated-auth` (SAML connectors): whether the ACS takes sign-ins the
 * identity provider starts, the application people then land in (only the tenant's own sign-in
 * applications with a redirect URI are offered), which redirect URI, whether Gatehouse starts the
 * authorization itself (Traditional web apps) and extra authorization parameters.
 */
export const IdpInitiatedTab = () => {
  const connector = useDetailsSsoConnector();
  const config = useIdpInitiatedConfig(connector.id);
  const apps = useIdpInitiatedApplications();
  const both = {
    data: config.data !== undefined && apps.data ? { config: config.data, apps: apps.data } : undefined,
    error: config.error ?? apps.error,
    isPending: config.isPending || apps.isPending,
    isRefetching: config.isRefetching || apps.isRefetching,
    refetch: () => Promise.all([config.refetch(), apps.refetch()]),
  };
  return (
    <DataState query={both} isEmpty={({ apps }) => apps.length === 0} empty={<NoApplication />}>
      {({ config, apps }) => <IdpInitiatedForm config={config} apps={apps} connectorId={connector.id} />}
    </DataState>
  );
};

const NoApplication = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { path } = useTenant();
  return (
    <EmptyState
      icon={AppWindow}
      title={t('enterprise_sso.idp_initiated.no_app_title')}
      description={t('enterprise_sso.idp_initiated.no_app_description')}
      action={
        <Button kind="primary" icon={<Plus size={16} />} onClick={() => navigate(path('/applications'))}>
          {t('enterprise_sso.idp_initiated.create_app')}
        </Button>
      }
    />
  );
};

const IdpInitiatedForm = ({
  config,
  apps,
  connectorId,
}: {
  config: IdpInitiatedAuthConfigView | null;
  apps: Application[];
  connectorId: string;
}) => {
  const { t } = useTranslation();
  const save = useSaveIdpInitiatedConfig(connectorId);
  const values = useMemo(() => valuesOf(config), [config]);
  const form = useForm<Input, unknown, z.output<typeof formGuard>>({ resolver: useFormResolver(formGuard), values });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { field: enabled } = useController({ control: form.control, name: 'enabled' });
  const { field: autoSend } = useController({ control: form.control, name: 'autoSendAuthorizationRequest' });
  const app = apps.find((candidate) => candidate.id === form.watch('defaultApplicationId'));

  const onSubmit = form.handleSubmit(async ({ scope, extra, ...rest }) => {
    try {
      await save.mutateAsync({ ...rest, authParameters: { ...parseExtra(extra), ...(scope && { scope }) } });
      toast.success(t('general.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'sso_connector.idp_initiated_app_not_eligible') {
        showFieldError(form, 'defaultApplicationId', t('enterprise_sso.idp_initiated.app_not_eligible'));
      } else handleSubmitError(error);
    }
  });

  return (
    <Stack wide>
      <StackForm onSubmit={onSubmit}>
        <Card
          title={t('enterprise_sso.idp_initiated.title')}
          description={t('enterprise_sso.idp_initiated.description')}
          aside
        >
          <Stack>
            <Switch
              name={enabled.name}
              label={t('enterprise_sso.idp_initiated.enabled')}
              description={t('enterprise_sso.idp_initiated.enabled_description')}
              checked={enabled.value}
              onChange={(event) => enabled.onChange(event.target.checked)}
              onBlur={enabled.onBlur}
            />
            <Select
              label={t('enterprise_sso.idp_initiated.application')}
              error={errors.defaultApplicationId && t('enterprise_sso.idp_initiated.app_not_eligible')}
              required
              {...form.register('defaultApplicationId', {
                onChange: () => form.setValue('redirectUri', '', { shouldDirty: true }),
              })}
            >
              <option value="">{t('enterprise_sso.idp_initiated.choose_app')}</option>
              {apps.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name} ({t(`applications.types.${typeNames[candidate.type as keyof typeof typeNames]}`)})
                </option>
              ))}
            </Select>
            <Select
              label={t('enterprise_sso.idp_initiated.redirect_uri')}
              error={errors.redirectUri && t('enterprise_sso.idp_initiated.choose_redirect_uri')}
              required
              disabled={!app}
              dir="ltr"
              {...form.register('redirectUri')}
            >
              <option value="">{t('enterprise_sso.idp_initiated.choose_redirect_uri')}</option>
              {(app?.oidcClientMetadata.redirectUris ?? []).map((uri) => (
                <option key={uri} value={uri}>
                  {uri}
                </option>
              ))}
            </Select>
            <Switch
              name={autoSend.name}
              label={t('enterprise_sso.idp_initiated.auto_send')}
              description={t('enterprise_sso.idp_initiated.auto_send_description')}
              checked={autoSend.value}
              onChange={(event) => autoSend.onChange(event.target.checked)}
              onBlur={autoSend.onBlur}
            />
            <TextField
              label={t('enterprise_sso.idp_initiated.scope')}
              placeholder="openid profile email"
              error={errors.scope?.message}
              dir="ltr"
              {...form.register('scope')}
            />
            <Textarea
              label={t('enterprise_sso.idp_initiated.extra_params')}
              hint={t('enterprise_sso.idp_initiated.extra_params_hint')}
              placeholder="ui_locales=fr"
              error={errors.extra && t('enterprise_sso.idp_initiated.extra_params_hint')}
              dir="ltr"
              rows={3}
              {...form.register('extra')}
            />
          </Stack>
        </Card>
        <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
      </StackForm>
    </Stack>
  );
};
