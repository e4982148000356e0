import type { SsoConnector, SsoProvider } from '@gatehouse/schemas/sso-connectors';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { useDeleteSsoConnector, useUpdateSsoConnector } from '../../../api/sso-connectors/mutations';
import { useSsoProviders } from '../../../api/sso-connectors/queries';
import { handleSubmitError } from '../../../api/submit-errors';
import { useTenant, useTenantEndpoints } from '../../../app/tenant';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { Notice } from '../../../components/Notice';
import { Stack, StackForm } from '../../../components/Stack';
import { toast } from '../../../components/Toast/store';
import { DeleteCard } from '../../../patterns/DeleteCard';
import { FormActions } from '../../../patterns/FormCard';
import { focusField } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { ConfigFields } from '../../Connectors/components/ConfigFields';
import { configFormValues } from '../../Connectors/components/config-form';
import { ConnectionTestCard } from '../components/ConnectionTestCard';
import { ConnectorNameField } from '../components/connector-form-parts';
import { ServiceProviderCard } from '../components/ServiceProviderCard';
import { SetupGuide, samlGuideValues } from '../components/SetupGuide';
import { SamlConnectionForm } from '../saml-forms';
import { type ConnectionValues, connectionGuard, connectionIssues, useSsoConfigFields } from '../sso-form';
import { useDetailsSsoConnector } from '.';

/**
 * The name and the provider's config, one form with the save bar and the unsaved-changes guard: the
 * client secret reads `********` and is kept unless typed over; a changed issuer is discovered again
 * by the server, and a refusal shows on its field.
 */
const ConnectionForm = ({ connector, provider }: { connector: SsoConnector; provider: SsoProvider }) => {
  const { t } = useTranslation();
  const update = useUpdateSsoConnector();
  const fields = useSsoConfigFields(provider);
  const configOptional = !connector.configured;
  const schema = useMemo(() => connectionGuard(fields, { configOptional }), [fields, configOptional]);
  const values = useMemo<ConnectionValues>(
    () => ({ connectorName: connector.connectorName, config: configFormValues(fields, connector.config) }),
    [connector, fields],
  );
  const form = useForm<ConnectionValues, unknown, z.output<typeof schema>>({
    resolver: useFormResolver(schema),
    values,
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ connectorName, config }) => {
    try {
      await update.mutateAsync({ id: connector.id, connectorName, config });
      toast.success(t('general.saved'));
    } catch (error) {
      const issues = connectionIssues(error, fields);
      for (const { name, message } of issues) form.setError(name, { message });
      if (issues[0]) focusField(issues[0].name);
      else if (error instanceof ApiRequestError && error.code?.startsWith('sso_connector.')) toast.error(error.message);
      else handleSubmitError(error);
    }
  });

  return (
    <StackForm onSubmit={onSubmit}>
      <Card title={t('enterprise_sso.general_title')} description={t('enterprise_sso.general_description')} aside>
        <ConnectorNameField error={errors.connectorName?.message} {...form.register('connectorName')} />
      </Card>
      <Card title={t('enterprise_sso.connection_title')} description={t('enterprise_sso.connection_description')} aside>
        <Stack>
          <ConfigFields fields={fields} form={form} />
        </Stack>
      </Card>
      <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
    </StackForm>
  );
};

/** `enterprise-sso/{id}/connection`: the setup guide (with the values to register), the connection's settings, deletion. */
export const ConnectionTab = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const connector = useDetailsSsoConnector();
  const providers = useSsoProviders();
  const remove = useDeleteSsoConnector();
  const { endpoint } = useTenantEndpoints();
  const name = connector.connectorName;
  return (
    <Stack wide>
      {connector.configured ? null : <Notice tone="warning">{t('enterprise_sso.not_configured_notice')}</Notice>}
      <SetupGuide
        providerName={connector.providerName}
        values={
          connector.serviceProvider
            ? samlGuideValues(connector.serviceProvider)
            : { redirectUri: `${endpoint}/callback/${connector.id}` }
        }
      />
      {connector.serviceProvider ? (
        <ServiceProviderCard connectorId={connector.id} serviceProvider={connector.serviceProvider} />
      ) : null}
      {connector.providerType === 'saml' ? <SamlConnectionForm connector={connector} /> : null}
      <DataState query={providers}>
        {(all) => {
          const provider = all.find((candidate) => candidate.providerName === connector.providerName);
          return provider && provider.providerType !== 'saml' ? (
            <ConnectionForm connector={connector} provider={provider} />
          ) : null;
        }}
      </DataState>
      <ConnectionTestCard connector={connector} />
      <DeleteCard
        title={t('enterprise_sso.danger_title')}
        description={t('enterprise_sso.delete_description', { name })}
        action={t('enterprise_sso.delete')}
        confirm={{ title: t('enterprise_sso.remove_title', { name }), message: t('enterprise_sso.remove_message') }}
        run={() => remove.mutateAsync(connector.id)}
        done={t('enterprise_sso.deleted', { name })}
        leaveTo={path('/enterprise-sso')}
      />
    </Stack>
  );
};
