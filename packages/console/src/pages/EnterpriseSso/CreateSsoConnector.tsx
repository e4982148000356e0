import { createSsoConnectorGuard, type SsoConnector, type SsoProvider } from '@gatehouse/schemas/sso-connectors';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import { useCreateSsoConnector } from '../../api/sso-connectors/mutations';
import { useSsoProviders } from '../../api/sso-connectors/queries';
import { handleSubmitError } from '../../api/submit-errors';
import { useTenant } from '../../app/tenant';
import { Card } from '../../components/Card';
import { DataState } from '../../components/DataState';
import { FieldError } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { Stack, StackForm } from '../../components/Stack';
import { toast } from '../../components/Toast/store';
import { BackLink } from '../../patterns/DetailsPage';
import { focusField } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { UnsavedChangesGuard } from '../../patterns/UnsavedChangesGuard';
import styles from '../Connectors/ConnectorGuide.module.css';
import { ConnectorNameField, CreateActions } from './components/connector-form-parts';
import { ProviderLogo } from './components/ProviderLogo';
import { SetupGuide } from './components/SetupGuide';
import { ssoConnectorPath } from './SsoConnectorList';
import { SamlCreateForm } from './saml-forms';
import { connectionIssues } from './sso-form';

/**
 * `enterprise-sso/create/{providerName}`: the connector's name alone. Creating it opens its connection
 * tab, where the redirect URI to register at the identity provider is shown beside the config form.
 */
export const CreateSsoConnector = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { providerName } = useParams();
  const providers = useSsoProviders();
  return (
    <>
      <BackLink to={path('/enterprise-sso')}>{t('enterprise_sso.title')}</BackLink>
      <DataState query={providers}>
        {(all) => {
          const provider = all.find((candidate) => candidate.providerName === providerName && candidate.available);
          if (provider?.providerType === 'saml')
            return <SamlCreatePage key={provider.providerName} provider={provider} />;
          return provider ? (
            <CreateForm key={provider.providerName} provider={provider} />
          ) : (
            <PageNotFound homePath={path('/enterprise-sso')} />
          );
        }}
      </DataState>
    </>
  );
};

/** The header every provider's create form has: its logo and title. */
const CreateHeader = ({ provider, subtitle }: { provider: SsoProvider; subtitle: string }) => {
  const { t } = useTranslation();
  const providerTitle = t(`enterprise_sso.providers.${provider.providerName}.name`);
  return (
    <div className={styles.header}>
      <ProviderLogo providerName={provider.providerName} size={48} />
      <PageHeader title={t('enterprise_sso.create_title', { provider: providerTitle })} subtitle={subtitle} />
    </div>
  );
};

const SamlCreatePage = ({ provider }: { provider: SsoProvider }) => {
  const { t } = useTranslation();
  return (
    <>
      <CreateHeader provider={provider} subtitle={t('enterprise_sso.saml.create_subtitle')} />
      <Stack wide>
        <SetupGuide providerName={provider.providerName} />
        <SamlCreateForm provider={provider} />
      </Stack>
    </>
  );
};

const nameGuard = z.object({ connectorName: createSsoConnectorGuard.shape.connectorName });

const CreateForm = ({ provider }: { provider: SsoProvider }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const create = useCreateSsoConnector();
  const form = useForm<z.input<typeof nameGuard>, unknown, z.output<typeof nameGuard>>({
    resolver: useFormResolver(nameGuard),
    defaultValues: { connectorName: '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [formError, setFormError] = useState<string>();
  const [created, setCreated] = useState<SsoConnector>();

  // Leave once the unsaved-changes guard has seen the form saved.
  useEffect(() => {
    if (created) navigate(path(`${ssoConnectorPath(created.id)}/connection`), { replace: true });
  }, [created, navigate, path]);

  const onSubmit = form.handleSubmit(async ({ connectorName }) => {
    setFormError(undefined);
    try {
      const connector = await create.mutateAsync({ providerName: provider.providerName, connectorName });
      toast.success(t('enterprise_sso.created', { name: connector.connectorName }));
      setCreated(connector);
    } catch (error) {
      const [issue] = connectionIssues(error, []);
      if (issue?.name === 'connectorName') {
        form.setError('connectorName', { message: issue.message });
        focusField('connectorName');
      } else if (error instanceof ApiRequestError && error.code?.startsWith('sso_connector.'))
        setFormError(error.message);
      else handleSubmitError(error);
    }
  });

  return (
    <>
      <CreateHeader provider={provider} subtitle={t('enterprise_sso.create_subtitle')} />
      <Stack wide>
        <SetupGuide providerName={provider.providerName} />
        <Card title={t('enterprise_sso.general_title')} description={t('enterprise_sso.general_description')} aside>
          <StackForm onSubmit={onSubmit}>
            <UnsavedChangesGuard when={isDirty && !isSubmitting && !created} />
            <ConnectorNameField error={errors.connectorName?.message} {...form.register('connectorName')} />
            {formError ? <FieldError>{formError}</FieldError> : null}
            <CreateActions submitting={isSubmitting} />
          </StackForm>
        </Card>
      </Stack>
    </>
  );
};
