import { createSsoConnectorGuard, type SsoSamlConfig, ssoSamlConfigGuard } from '@gatehouse/schemas/sso-connectors';
import { z } from 'zod';
import { ApiRequestError } from '../../api/errors';

/*
 * A SAML connector's connection as a form of the console: the identity provider given one way of
 * three (its metadata URL, its metadata XML, or entity id + sign-in endpoint + certificate, as the
 * server's `ssoSamlConfigGuard` wants exactly one), and the optional attribute mapping. The form is
 * checked by that same schema; the server's refusals go back to the field they are about.
 */

export const samlModes = ['url', 'xml', 'manual'] as const;
export type SamlMode = (typeof samlModes)[number];

export type SamlValues = {
  connectorName: string;
  mode: SamlMode;
  metadataUrl: string;
  metadata: string;
  entityId: string;
  signInEndpoint: string;
  x509Certificate: string;
  emailAttribute: string;
  nameAttribute: string;
};

type SamlField = Exclude<keyof SamlValues, 'mode'>;

/** The fields each way of giving the identity provider takes. */
const modeFields: Record<SamlMode, Array<keyof SsoSamlConfig>> = {
  url: ['metadataUrl'],
  xml: ['metadata'],
  manual: ['entityId', 'signInEndpoint', 'x509Certificate'],
};

const modeOf = (config: Partial<SsoSamlConfig>): SamlMode => {
  if (config.metadata) return 'xml';
  if (config.entityId || config.signInEndpoint || config.x509Certificate) return 'manual';
  return 'url';
};

/** The form's values: a saved connector's config, or a blank one (metadata by URL) for a new connector. */
export const samlFormValues = (connectorName = '', saved: Record<string, unknown> = {}): SamlValues => {
  const config = saved as Partial<SsoSamlConfig>;
  return {
    connectorName,
    mode: modeOf(config),
    metadataUrl: config.metadataUrl ?? '',
    metadata: config.metadata ?? '',
    entityId: config.entityId ?? '',
    signInEndpoint: config.signInEndpoint ?? '',
    x509Certificate: config.x509Certificate ?? '',
    emailAttribute: config.attributeMapping?.email ?? '',
    nameAttribute: config.attributeMapping?.name ?? '',
  };
};

/** The config the API takes: the chosen way's fields only, blanks left out. */
export const samlConfigOf = (values: SamlValues): Record<string, unknown> => {
  const config: Record<string, unknown> = {};
  for (const key of modeFields[values.mode]) {
    const value = String(values[key as SamlField] ?? '').trim();
    if (value) config[key] = value;
  }
  const email = values.emailAttribute.trim();
  const name = values.nameAttribute.trim();
  if (email || name) config.attributeMapping = { ...(email && { email }), ...(name && { name }) };
  return config;
};

/** The form field a config path is about (`attributeMapping.email` → `emailAttribute`). */
const fieldOfPath = (path: string, mode: SamlMode): SamlField | undefined => {
  if (path === 'attributeMapping.email') return 'emailAttribute';
  if (path === 'attributeMapping.name') return 'nameAttribute';
  const key = path.split('.')[0] as keyof SsoSamlConfig;
  if ((modeFields[mode] as string[]).includes(key)) return key as SamlField;
  return undefined;
};

/**
 * The form's schema: the name as the API checks it; each field of the chosen way required; then
 * the config through the server's own `ssoSamlConfigGuard`, its issues on their fields.
 */
export const samlFormGuard = z
  .object({
    connectorName: createSsoConnectorGuard.shape.connectorName,
    mode: z.enum(samlModes),
    metadataUrl: z.string(),
    metadata: z.string(),
    entityId: z.string(),
    signInEndpoint: z.string(),
    x509Certificate: z.string(),
    emailAttribute: z.string(),
    nameAttribute: z.string(),
  })
  .superRefine((values, ctx) => {
    const missing = modeFields[values.mode].filter((key) => !String(values[key as SamlField]).trim());
    for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: 'form_errors.required' });
    if (missing.length > 0) return;
    const parsed = ssoSamlConfigGuard.safeParse(samlConfigOf(values));
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'), values.mode) ?? modeFields[values.mode][0];
      ctx.addIssue({ code: 'custom', path: [field as string], message: issue.message });
    }
  })
  .transform((values) => ({ connectorName: values.connectorName.trim(), config: samlConfigOf(values) }));

/** The server's refusal codes about one field of the identity provider's config. */
const codeFields: Record<string, (mode: SamlMode) => SamlField> = {
  'sso_connector.saml_metadata_unreachable': () => 'metadataUrl',
  'sso_connector.saml_invalid_metadata': (mode) => (mode === 'url' ? 'metadataUrl' : 'metadata'),
  'sso_connector.saml_invalid_certificate': (mode) => (mode === 'manual' ? 'x509Certificate' : 'metadata'),
  'sso_connector.name_in_use': () => 'connectorName',
};

/** The fields a refused save names; empty when the refusal is about none of them. */
export const samlIssues = (error: unknown, mode: SamlMode): Array<{ name: SamlField; message: string }> => {
  if (!(error instanceof ApiRequestError) || !error.code) return [];
  const byCode = codeFields[error.code];
  if (byCode) return [{ name: byCode(mode), message: error.message }];
  if (error.code !== 'sso_connector.invalid_config') return [];
  const data = (error.body as { data?: { issues?: unknown } } | undefined)?.data;
  const issues = Array.isArray(data?.issues) ? (data.issues as Array<{ field?: unknown; message?: unknown }>) : [];
  return issues.flatMap(({ field, message }) => {
    const name = typeof field === 'string' ? fieldOfPath(field, mode) : undefined;
    return name && typeof message === 'string' ? [{ name, message }] : [];
  });
};
