import { z } from 'zod';
import { imageUrlGuard } from './urls';

/**
 * The management API's view of connectors (spec §3 connector, connector group, social connector;
 * peer reference §3.2 Connectors). A connector factory is a built-in connector as shipped (SMTP,
 * Google…); a connector is a tenant's configured instance of one.
 */

const localizedText = z.record(z.string(), z.string());
const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const connectorTypeGuard = z.enum(['email', 'sms', 'social']);
export type ConnectorTypeName = z.infer<typeof connectorTypeGuard>;

/** One field of a factory's config form, as the console renders it (kit: `configFieldGuard`). */
export const connectorConfigFieldGuard = z.object({
  key: z.string(),
  type: z.enum(['text', 'multiline', 'password', 'number', 'switch', 'select', 'json']),
  label: localizedText,
  description: localizedText.optional(),
  placeholder: z.string().optional(),
  required: z.boolean(),
  secret: z.boolean(),
  defaultValue: z.unknown().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  options: z.array(z.object({ value: z.string(), label: localizedText })).optional(),
});

export const connectorFactoryGuard = z.object({
  id: z.string(),
  type: connectorTypeGuard,
  /** Social connectors only: where the sign-in runs, and the identity provider it signs in with. */
  platform: z.enum(['native', 'universal', 'web']).nullable(),
  target: z.string().nullable(),
  name: localizedText,
  description: localizedText,
  logo: z.string(),
  logoDark: z.string().nullable(),
  /** The setup guide in Markdown, in the language the request asked for (`Accept-Language`), else English. */
  readme: z.string(),
  configForm: z.array(connectorConfigFieldGuard),
});
export type ConnectorFactory = z.infer<typeof connectorFactoryGuard>;

/** What a tenant may override of its factory's metadata (a social button's name and logos). */
export const connectorMetadataOverridesGuard = z
  .object({
    name: localizedText.optional(),
    logo: z.string().max(2048).optional(),
    logoDark: z.string().max(2048).optional(),
  })
  .strict();

/** A change to the overrides: `null` removes one, so the factory's own shows again. */
export const patchConnectorMetadataGuard = z
  .object({
    name: localizedText.nullable().optional(),
    logo: imageUrlGuard.nullable().optional(),
    logoDark: imageUrlGuard.nullable().optional(),
  })
  .strict();

/**
 * A tenant's connector. Secret config fields come back masked (`mask` below), never in full;
 * sending the masked value back in a PATCH keeps the stored secret.
 */
export const connectorGuard = z.object({
  id: z.string(),
  /** The factory's id (`smtp`), named as in the peer interface. */
  connectorId: z.string(),
  type: connectorTypeGuard,
  platform: z.enum(['native', 'universal', 'web']).nullable(),
  target: z.string().nullable(),
  name: localizedText,
  logo: z.string(),
  logoDark: z.string().nullable(),
  config: z.record(z.string(), z.unknown()),
  /** Social: update the user's name and avatar from the provider at every sign-in. */
  syncProfile: z.boolean(),
  /** A disabled connector sends nothing and shows no button. */
  enabled: z.boolean(),
  metadata: connectorMetadataOverridesGuard,
  createdAt: z.number().int(),
});
export type ConnectorView = z.infer<typeof connectorGuard>;

const configGuard = z.record(z.string().max(64), z.unknown());

export const createConnectorGuard = z
  .object({
    /**
     * The new connector's id, when the caller chose it (a social provider asks for the callback URL,
     * `/callback/{id}`, before the connector can be saved); generated otherwise.
     */
    id: z
      .string()
      .regex(/^[a-z0-9]{8,21}$/)
      .optional(),
    connectorId: z.string().min(1).max(64).regex(idPattern),
    config: configGuard.default({}),
    syncProfile: z.boolean().default(false),
    enabled: z.boolean().default(true),
    metadata: patchConnectorMetadataGuard
      .default({})
      .transform((overrides) => Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== null))),
  })
  .strict();
export type CreateConnector = z.infer<typeof createConnectorGuard>;

export const patchConnectorGuard = z
  .object({
    config: configGuard.optional(),
    syncProfile: z.boolean().optional(),
    enabled: z.boolean().optional(),
    metadata: patchConnectorMetadataGuard.optional(),
  })
  .strict();
export type PatchConnector = z.infer<typeof patchConnectorGuard>;

export const connectorListQueryGuard = z.object({
  target: z.string().max(64).optional(),
  type: connectorTypeGuard.optional(),
});

/** `POST /api/connectors/{factoryId}/test`: the unsaved config and where to send. */
export const testConnectorGuard = z
  .object({
    email: z.email().max(256).optional(),
    phone: z
      .string()
      .regex(/^\+?[0-9]{6,15}$/)
      .optional(),
    config: configGuard,
    /** The language of the test message's template; English when absent. */
    locale: z.string().max(16).optional(),
  })
  .strict();
export type TestConnector = z.infer<typeof testConnectorGuard>;

export const authorizationUriRequestGuard = z
  .object({ state: z.string().min(1).max(512), redirectUri: z.url().max(2048) })
  .strict();
export const authorizationUriResponseGuard = z.object({ redirectTo: z.string() });

/** The shown form of a stored secret: never its value, only that one is set. */
export const maskedSecret = '********';
