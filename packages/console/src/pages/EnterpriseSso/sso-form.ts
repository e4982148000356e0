import { createSsoConnectorGuard, type SsoProvider } from '@gatehouse/schemas/sso-connectors';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import {
  type ConfigField,
  type ConfigValues,
  configFieldIssues,
  configGuard,
} from '../Connectors/components/config-form';

/*
 * A provider's config as a form of the console: the fields the providers endpoint lists become the
 * connectors' config fields (`ConfigFields`: a secret is write-only, read back `********`), with the
 * name beside them; the server's refusals go back to the field they are about.
 */

const placeholders: Record<string, string> = {
  issuer: 'https://idp.example.com',
  scope: 'openid profile email',
};

/** The provider's config fields, labelled in the admin's language. */
export const useSsoConfigFields = (provider: SsoProvider | undefined): ConfigField[] => {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  return useMemo(
    () =>
      (provider?.configFields ?? []).map(({ key, required, secret }) => {
        const label = t(`enterprise_sso.fields.${key}` as 'enterprise_sso.fields.issuer', { defaultValue: key });
        const hintKey = `enterprise_sso.fields.${key}_hint`;
        const hint = i18n.exists(hintKey) ? t(hintKey as 'enterprise_sso.fields.issuer_hint') : '';
        return {
          key,
          type: secret ? 'password' : 'text',
          label: { [language]: label },
          ...(hint && { description: { [language]: hint } }),
          ...(placeholders[key] && { placeholder: placeholders[key] }),
          required,
          secret,
        } satisfies ConfigField;
      }),
    [provider, t, i18n, language],
  );
};

/** Whether no config field is filled in (a switch does not count), as an unconfigured connector's form starts. */
const isBlank = (config: ConfigValues) => Object.values(config).every((value) => typeof value === 'boolean' || !value);

/**
 * The connection form: the connector's name and its provider's config. While the connector is not
 * configured (`configOptional`), the name may be saved alone: a config left wholly blank is not sent
 * (`config: undefined`), one partly filled in is checked whole, its issues on their fields.
 */
export const connectionGuard = (fields: readonly ConfigField[], { configOptional = false } = {}) => {
  const connectorName = createSsoConnectorGuard.shape.connectorName;
  const config = configGuard(fields);
  if (!configOptional) return z.object({ connectorName, config });
  return z
    .object({ connectorName, config: z.record(z.string(), z.union([z.string(), z.boolean()])) })
    .transform((values, context) => {
      if (isBlank(values.config)) return { connectorName: values.connectorName, config: undefined };
      const parsed = config.safeParse(values.config);
      if (parsed.success) return { connectorName: values.connectorName, config: parsed.data };
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['config', ...issue.path] });
      return z.NEVER;
    });
};

export type ConnectionValues = { connectorName: string; config: ConfigValues };

type FieldName = 'connectorName' | `config.${string}`;

/**
 * The fields a refused save names: each config issue on its field, an issuer whose discovery failed
 * on the issuer, a name another connector has on the name. Empty when the refusal is about none.
 */
export const connectionIssues = (
  error: unknown,
  fields: readonly ConfigField[],
): Array<{ name: FieldName; message: string }> => {
  if (!(error instanceof ApiRequestError)) return [];
  if (error.code === 'sso_connector.name_in_use') return [{ name: 'connectorName', message: error.message }];
  if (error.code === 'sso_connector.discovery_failed' && fields.some((field) => field.key === 'issuer'))
    return [{ name: 'config.issuer', message: error.message }];
  return configFieldIssues(error, fields, 'sso_connector.invalid_config').map(({ key, message }) => ({
    name: `config.${key}` as const,
    message,
  }));
};
