import type { SsoConnector, SsoProvider } from '@gatehouse/schemas/sso-connectors';
import { useEffect, useMemo, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { useCreateSsoConnector, useUpdateSsoConnector } from '../../api/sso-connectors/mutations';
import { handleSubmitError } from '../../api/submit-errors';
import { useTenant } from '../../app/tenant';
import { Card } from '../../components/Card';
import { FieldError } from '../../components/FormField';
import { Stack, StackForm } from '../../components/Stack';
import { toast } from '../../components/Toast/store';
import { FormActions } from '../../patterns/FormCard';
import { focusField } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { UnsavedChangesGuard } from '../../patterns/UnsavedChangesGuard';
import { ConnectorNameField, CreateActions } from './components/connector-form-parts';
import { SamlConfigFields } from './components/SamlConfigFields';
import { ssoConnectorPath } from './SsoConnectorList';
import { type SamlValues, samlFormGuard, samlFormValues, samlIssues } from './saml-form';

type SamlForm = UseFormReturn<SamlValues, unknown, { connectorName: string; config: Record<string, unknown> }>;

/** A refused save: each field it names shows why (the first focused); otherwise its message, or the usual handling. */
const showRefusal = (form: SamlForm, error: unknown, showOther: (message: string) => void) => {
  const issues = samlIssues(error, form.getValues('mode'));
  for (const { name, message } of issues) form.setError(name, { message });
  if (issues[0]) focusField(issues[0].name);
  else if (error instanceof ApiRequestError && error.code?.startsWith('sso_connector.')) showOther(error.message);
  else handleSubmitError(error);
};

const useSamlForm = (values: SamlValues, keep: boolean): SamlForm =>
  useForm({ resolver: useFormResolver(samlFormGuard), ...(keep ? { values } : { defaultValues: values }) });

/** The create form of a SAML provider (SAML, Entra ID SAML): saving creates the connector and opens it. */
export const SamlCreateForm = ({ provider }: { provider: SsoProvider }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const create = useCreateSsoConnector();
  const form = useSamlForm(
    useMemo(() => samlFormValues(), []),
    false,
  );
  const { isSubmitting, isDirty } = form.formState;
  const [formError, setFormError] = useState<string>();
  const [created, setCreated] = useState<SsoConnector>();

  // Leave once the unsaved-changes guard has seen the form saved.
  useEffect(() => {
    if (created) navigate(path(ssoConnectorPath(created.id)), { replace: true });
  }, [created, navigate, path]);

  const onSubmit = form.handleSubmit(async ({ connectorName, config }) => {
    setFormError(undefined);
    try {
      const connector = await create.mutateAsync({ providerName: provider.providerName, connectorName, config });
      toast.success(t('enterprise_sso.created', { name: connector.connectorName }));
      setCreated(connector);
    } catch (error) {
      showRefusal(form, error, setFormError);
    }
  });

  return (
    <Card
      title={t('enterprise_sso.connection_title')}
      description={t('enterprise_sso.saml.connection_description')}
      aside
    >
      <StackForm onSubmit={onSubmit}>
        <UnsavedChangesGuard when={isDirty && !isSubmitting && !created} />
        <ConnectorNameField error={form.formState.errors.connectorName?.message} {...form.register('connectorName')} />
        <SamlConfigFields form={form} />
        {formError ? <FieldError>{formError}</FieldError> : null}
        <CreateActions submitting={isSubmitting} />
      </StackForm>
    </Card>
  );
};

/** A SAML connector's name and identity provider, one form with the save bar; a refusal shows on its field. */
export const SamlConnectionForm = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const update = useUpdateSsoConnector();
  const values = useMemo(() => samlFormValues(connector.connectorName, connector.config), [connector]);
  const form = useSamlForm(values, true);
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ connectorName, config }) => {
    try {
      await update.mutateAsync({ id: connector.id, connectorName, config });
      toast.success(t('general.saved'));
    } catch (error) {
      showRefusal(form, error, (message) => toast.error(message));
    }
  });

  return (
    <StackForm onSubmit={onSubmit}>
      <Card title={t('enterprise_sso.general_title')} description={t('enterprise_sso.general_description')} aside>
        <ConnectorNameField error={form.formState.errors.connectorName?.message} {...form.register('connectorName')} />
      </Card>
      <Card
        title={t('enterprise_sso.connection_title')}
        description={t('enterprise_sso.saml.connection_description')}
        aside
      >
        <Stack>
          <SamlConfigFields form={form} />
        </Stack>
      </Card>
      <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
    </StackForm>
  );
};
