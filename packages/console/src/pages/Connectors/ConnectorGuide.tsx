import type { ConnectorFactory, ConnectorView } from '@gatehouse/schemas/connectors';
import { generateId } from '@gatehouse/schemas/ids';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useCreateConnector, useDeleteConnector } from '../../api/connectors/mutations';
import { useConnectorFactories, useConnectorList } from '../../api/connectors/queries';
import { ApiRequestError } from '../../api/errors';
import { handleSubmitError } from '../../api/submit-errors';
import { useTenant, useTenantEndpoints } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { confirm } from '../../components/ConfirmDialog';
import { CopyField } from '../../components/CopyField';
import { DataState } from '../../components/DataState';
import { FieldError } from '../../components/FormField';
import { Notice } from '../../components/Notice';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { StackForm } from '../../components/Stack';
import { RowActions } from '../../components/Table';
import { toast } from '../../components/Toast/store';
import { BackLink } from '../../patterns/DetailsPage';
import { focusField } from '../../patterns/form';
import { useFormResolver } from '../../patterns/form-resolver';
import { UnsavedChangesGuard } from '../../patterns/UnsavedChangesGuard';
import styles from './ConnectorGuide.module.css';
import { ConfigFields, type ConfigFormValues } from './components/ConfigFields';
import { ConnectorLogo } from './components/ConnectorLogo';
import { configFieldIssues, configFormValues, configGuard, providerDetails } from './components/config-form';
import { Readme } from './components/Readme';
import { TestSend } from './components/TestSend';
import { type ConnectorTab, connectorPath, isConnectorTab, tabOf, useLocalized } from './connector-types';

const tabTitleKeys = { passwordless: 'connectors.tab_passwordless', social: 'connectors.tab_social' } as const;

/** `connectors/{tab}/guide/{factoryId}`: a factory's guide beside its config form; saving creates the connector. */
export const ConnectorGuide = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { tab, factoryId } = useParams();
  const factories = useConnectorFactories();
  if (!isConnectorTab(tab)) return <PageNotFound homePath={path('/connectors')} />;
  const back = (
    <BackLink to={path(`/connectors/${tab}`)}>
      {t('connectors.title')} · {t(tabTitleKeys[tab])}
    </BackLink>
  );
  return (
    <>
      {back}
      <DataState query={factories}>
        {(all) => {
          const factory = all.find((candidate) => candidate.id === factoryId && tabOf(candidate.type) === tab);
          return factory ? (
            <GuideForm key={factory.id} factory={factory} tab={tab} />
          ) : (
            <PageNotFound homePath={path(`/connectors/${tab}`)} />
          );
        }}
      </DataState>
    </>
  );
};

const GuideForm = ({ factory, tab }: { factory: ConnectorFactory; tab: ConnectorTab }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { endpoint } = useTenantEndpoints();
  const navigate = useNavigate();
  const localized = useLocalized();
  const connectors = useConnectorList();
  const create = useCreateConnector();
  const remove = useDeleteConnector();
  const fields = factory.configForm;
  const schema = useMemo(() => z.object({ config: configGuard(fields) }), [fields]);
  const form = useForm<ConfigFormValues, unknown, z.output<typeof schema>>({
    resolver: useFormResolver(schema),
    defaultValues: { config: configFormValues(fields) },
  });
  const { isSubmitting, isDirty } = form.formState;
  const [formError, setFormError] = useState<{ message: string; details: string[] }>();
  const [created, setCreated] = useState<ConnectorView>();
  // Chosen now, so the callback URL (`/callback/{id}`) can be registered with the provider before saving.
  const [newId] = useState(() => generateId());
  const name = localized(factory.name);
  // An email or SMS connector replaces the tenant's current one of its type.
  const current =
    factory.type === 'social' ? undefined : connectors.data?.find((connector) => connector.type === factory.type);

  // Leave once the unsaved-changes guard has seen the form saved.
  useEffect(() => {
    if (created) navigate(path(connectorPath(created)), { replace: true });
  }, [created, navigate, path]);

  const showIssues = (issues: Array<{ key: string; message: string }>) => {
    for (const { key, message } of issues) form.setError(`config.${key}`, { message });
    if (issues[0]) focusField(`config.${issues[0].key}`);
  };

  const checkedConfig = async () => {
    if (!(await form.trigger())) return undefined;
    return schema.parse(form.getValues()).config;
  };

  const createReplacing = async (config: Record<string, unknown>) => {
    try {
      return await create.mutateAsync({ id: newId, connectorId: factory.id, config });
    } catch (error) {
      // The config passed the server's check (it is checked first): only now is the current one replaced.
      if (!(error instanceof ApiRequestError && error.code === 'connector.type_in_use' && current)) throw error;
      const currentName = localized(current.name);
      const answer = await confirm({
        kind: 'danger',
        title: t('connectors.replace_title', { name: currentName }),
        message: t('connectors.replace_message', { name: currentName, next: name }),
        confirmText: t('connectors.replace'),
      });
      if (answer !== 'confirmed') return undefined;
      await remove.mutateAsync(current.id);
      return await create.mutateAsync({ id: newId, connectorId: factory.id, config });
    }
  };

  const onSubmit = form.handleSubmit(async ({ config }) => {
    setFormError(undefined);
    try {
      const connector = await createReplacing(config);
      if (!connector) return;
      toast.success(t('connectors.created', { name: localized(connector.name) }));
      setCreated(connector);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || !error.code?.startsWith('connector.')) {
        handleSubmitError(error);
        return;
      }
      const issues = configFieldIssues(error, fields);
      if (issues.length > 0) showIssues(issues);
      else setFormError({ message: error.message, details: providerDetails(error) });
    }
  });

  return (
    <>
      <div className={styles.header}>
        <ConnectorLogo logo={factory.logo} logoDark={factory.logoDark} size={48} />
        <PageHeader title={t('connectors.guide_title', { name })} subtitle={localized(factory.description)} />
      </div>
      <div className={styles.columns}>
        <Card title={t('connectors.readme_title')}>
          <Readme markdown={factory.readme} />
        </Card>
        <div className={styles.side}>
          {current ? (
            <Notice tone="warning">{t('connectors.replaces_note', { name: localized(current.name) })}</Notice>
          ) : null}
          <Card title={t('connectors.settings_title')}>
            <StackForm onSubmit={onSubmit}>
              <UnsavedChangesGuard when={isDirty && !isSubmitting && !created} />
              <ConfigFields fields={fields} form={form} />
              {factory.type === 'social' ? (
                <>
                  <Notice>{t('connectors.callback_description', { name })}</Notice>
                  <CopyField label={t('connectors.callback_url')} value={`${endpoint}/callback/${newId}`} />
                </>
              ) : null}
              {formError ? (
                <FieldError>
                  {formError.message}
                  {formError.details.map((line) => (
                    <span key={line} className={styles.detail}>
                      {line}
                    </span>
                  ))}
                </FieldError>
              ) : null}
              <RowActions>
                <Button onClick={() => navigate(path(`/connectors/${tab}`))}>{t('general.cancel')}</Button>
                <Button type="submit" kind="primary" loading={isSubmitting}>
                  {t('connectors.create')}
                </Button>
              </RowActions>
            </StackForm>
          </Card>
          {factory.type === 'social' ? null : (
            <TestSend factory={factory} config={checkedConfig} onFieldIssues={showIssues} />
          )}
        </div>
      </div>
    </>
  );
};
