import type { ConnectorFactory, ConnectorView } from '@gatehouse/schemas/connectors';
import { imageUrlGuard } from '@gatehouse/schemas/urls';
import { useMemo } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUpdateConnector } from '../../../api/connectors/mutations';
import { ApiRequestError } from '../../../api/errors';
import { handleSubmitError } from '../../../api/submit-errors';
import { Card } from '../../../components/Card';
import { Stack, StackForm } from '../../../components/Stack';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast/store';
import { FormActions } from '../../../patterns/FormCard';
import { focusField } from '../../../patterns/form';
import { blankOr, useFormResolver } from '../../../patterns/form-resolver';
import { ConfigFields } from '../components/ConfigFields';
import { type ConfigValues, configFieldIssues, configFormValues, configGuard } from '../components/config-form';
import { TestSend } from '../components/TestSend';
import { useLocalized } from '../connector-types';

/** The details form: the factory's config, and for a social connector its button on the sign-in page and profile sync. */
const settingsGuard = (factory: ConnectorFactory) =>
  z.object({
    config: configGuard(factory.configForm),
    syncProfile: z.boolean(),
    displayName: z.string().trim().max(128),
    logo: blankOr(imageUrlGuard),
    logoDark: blankOr(imageUrlGuard),
  });

type SettingsValues = {
  config: ConfigValues;
  syncProfile: boolean;
  displayName: string;
  logo: string;
  logoDark: string;
};

/**
 * A saved connector's settings, one form with the save bar and the unsaved-changes guard: the
 * generated config fields (each saved secret reads `********` and is kept unless typed over), and
 * for a social connector the name and logos its sign-in button shows and profile sync. Below, for
 * email and SMS, a test send with the form's settings, saved or not.
 */
export const SettingsForm = ({ connector, factory }: { connector: ConnectorView; factory: ConnectorFactory }) => {
  const { t } = useTranslation();
  const localized = useLocalized();
  const update = useUpdateConnector();
  const fields = factory.configForm;
  const social = connector.type === 'social';
  const schema = useMemo(() => settingsGuard(factory), [factory]);
  const values = useMemo<SettingsValues>(
    () => ({
      config: configFormValues(fields, connector.config),
      syncProfile: connector.syncProfile,
      // The override in the admin's language (the same text is saved for every language).
      displayName: connector.metadata.name ? localized(connector.metadata.name) : '',
      logo: connector.metadata.logo ?? '',
      logoDark: connector.metadata.logoDark ?? '',
    }),
    [connector, fields, localized],
  );
  const form = useForm<SettingsValues, unknown, z.output<typeof schema>>({
    resolver: useFormResolver(schema),
    values,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const { field: syncProfile } = useController({ control: form.control, name: 'syncProfile' });

  const showIssues = (issues: Array<{ key: string; message: string }>) => {
    for (const { key, message } of issues) form.setError(`config.${key}`, { message });
    if (issues[0]) focusField(`config.${issues[0].key}`);
  };

  const onSubmit = form.handleSubmit(async (input) => {
    // The name is the factory's again when left blank; it is one text, shown in every language.
    const name = input.displayName
      ? Object.fromEntries(Object.keys(factory.name).map((language) => [language, input.displayName]))
      : {};
    try {
      await update.mutateAsync({
        id: connector.id,
        config: input.config,
        ...(social && {
          syncProfile: input.syncProfile,
          metadata: {
            name,
            ...(input.logo ? { logo: input.logo } : {}),
            ...(input.logoDark ? { logoDark: input.logoDark } : {}),
          },
        }),
      });
      toast.success(t('general.saved'));
    } catch (error) {
      const issues = configFieldIssues(error, fields);
      if (issues.length > 0) showIssues(issues);
      else if (error instanceof ApiRequestError && error.code === 'connector.invalid_config')
        toast.error(error.message);
      else handleSubmitError(error);
    }
  });

  const checkedConfig = async () => {
    if (!(await form.trigger('config'))) return undefined;
    const checked = schema.shape.config.safeParse(form.getValues('config'));
    return checked.success ? checked.data : undefined;
  };

  return (
    <>
      <StackForm onSubmit={onSubmit}>
        <Card
          title={t('connectors.settings_title')}
          description={t('connectors.settings_description', { name: localized(factory.name) })}
          aside
        >
          <Stack>
            <ConfigFields fields={fields} form={form} />
          </Stack>
        </Card>
        {social ? (
          <Card title={t('connectors.button_title')} description={t('connectors.button_description')} aside>
            <Stack>
              <TextField
                label={t('connectors.display_name')}
                placeholder={localized(factory.name)}
                error={errors.displayName?.message}
                dir="auto"
                {...form.register('displayName')}
              />
              <TextField
                label={t('connectors.logo')}
                placeholder="https://example.com/logo.svg"
                error={errors.logo?.message}
                dir="ltr"
                {...form.register('logo')}
              />
              <TextField
                label={t('connectors.logo_dark')}
                placeholder="https://example.com/logo-dark.svg"
                error={errors.logoDark?.message}
                dir="ltr"
                {...form.register('logoDark')}
              />
              <Switch
                name={syncProfile.name}
                label={t('connectors.sync_profile')}
                description={t('connectors.sync_profile_description', { name: localized(factory.name) })}
                checked={syncProfile.value}
                onChange={(event) => syncProfile.onChange(event.target.checked)}
                onBlur={syncProfile.onBlur}
              />
            </Stack>
          </Card>
        ) : null}
        <FormActions dirty={isDirty} submitting={isSubmitting} onDiscard={() => form.reset()} />
      </StackForm>
      {social ? null : (
        <TestSend
          factory={factory}
          config={checkedConfig}
          savedConnectorId={connector.id}
          onFieldIssues={showIssues}
          aside
        />
      )}
    </>
  );
};
