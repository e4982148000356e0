import { z } from 'zod';

/** Spec §3: connector groups are email, SMS or social. */
export const connectorTypes = ['email', 'sms', 'social'] as const;
export type ConnectorType = (typeof connectorTypes)[number];

/** Spec §3 connector platforms: where a social connector's sign-in runs. */
export const connectorPlatforms = ['native', 'universal', 'web'] as const;
export type ConnectorPlatform = (typeof connectorPlatforms)[number];

const languageTag = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Text of at most `max` characters per language, keyed by language tag, English required. */
const localizedGuard = (max: number) =>
  z
    .object({ en: z.string().min(1).max(max) })
    .catchall(z.string().min(1).max(max))
    .superRefine((text, ctx) => {
      for (const key of Object.keys(text)) {
        if (!languageTag.test(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'not a language tag' });
      }
    });

/**
 * Text in several languages, keyed by language tag (`en`, `pt-BR`), English required (spec §5, as
 * for custom locales); the console shows the admin's language and falls back to `en`.
 */
export const localizedTextGuard = localizedGuard(1024);
export type LocalizedText = z.infer<typeof localizedTextGuard>;

/** A logo: an http(s) URL or an inline `data:image/…` URI (built-in connectors ship theirs inline). */
const imageGuard = z
  .string()
  .max(65_536)
  .regex(/^(https?:\/\/|data:image\/)/, 'an http(s) URL or a data:image URI');

/** The kinds of config field the console renders (text box, masked box, number, toggle, list, JSON editor). */
export const configFieldTypes = ['text', 'multiline', 'password', 'number', 'switch', 'select', 'json'] as const;
export type ConfigFieldType = (typeof configFieldTypes)[number];

const fieldBase = {
  /** The config property the field edits: `config[key]`. */
  key: z
    .string()
    .max(64)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'a property name: a letter, then letters, digits or _'),
  label: localizedTextGuard,
  /** Help shown under the field. */
  description: localizedTextGuard.optional(),
  placeholder: z.string().max(256).optional(),
  required: z.boolean().default(false),
  /**
   * Encrypted at rest and never returned in full (issue 16). `password` fields must say so; other
   * fields may (a JSON private key, a webhook URL carrying a token).
   */
  secret: z.boolean().default(false),
};

const optionGuard = z.object({ value: z.string().min(1).max(256), label: localizedTextGuard });

/** One field of a connector's config form, as the console renders it. */
export const configFieldGuard = z
  .discriminatedUnion('type', [
    z.object({ ...fieldBase, type: z.enum(['text', 'multiline', 'password']), defaultValue: z.string().optional() }),
    z.object({
      ...fieldBase,
      type: z.literal('number'),
      defaultValue: z.number().optional(),
      min: z.number().optional(),
      max: z.number().optional(),
    }),
    z.object({ ...fieldBase, type: z.literal('switch'), defaultValue: z.boolean().optional() }),
    z.object({
      ...fieldBase,
      type: z.literal('select'),
      options: z.array(optionGuard).min(1).max(100),
      defaultValue: z.string().optional(),
    }),
    z.object({ ...fieldBase, type: z.literal('json'), defaultValue: z.unknown().optional() }),
  ])
  .superRefine((field, ctx) => {
    if (field.type === 'password' && !field.secret) {
      ctx.addIssue({ code: 'custom', path: ['secret'], message: 'a password field is secret' });
    }
    if (field.type === 'select') {
      const values = field.options.map((option) => option.value);
      if (new Set(values).size !== values.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'option values must be unique' });
      }
      if (field.defaultValue !== undefined && !values.includes(field.defaultValue)) {
        ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'not one of the options' });
      }
    }
    if (field.type === 'number' && field.min !== undefined && field.max !== undefined && field.min > field.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'min is above max' });
    }
  });
export type ConfigField = z.infer<typeof configFieldGuard>;

/** A connector's config form: its fields in display order, each key once. */
export const configFormGuard = z
  .array(configFieldGuard)
  .max(50)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: 'duplicate key' });
      seen.add(field.key);
    });
  });

const metadataBase = {
  /** The connector factory's id, stable across releases: `smtp`, `google`. */
  id: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by -'),
  name: localizedTextGuard,
  description: localizedTextGuard,
  logo: imageGuard,
  logoDark: imageGuard.optional(),
  /**
   * The setup guide the console shows (`connectors/{tab}/guide/{factoryId}`), in Markdown, per
   * language like the other texts (English required); the API answers in the request's language.
   */
  readme: localizedGuard(65_536).optional(),
  configForm: configFormGuard,
};

/** Metadata of an email or SMS connector (passwordless: no platform, no target). */
export const messageConnectorMetadataGuard = z.object({ ...metadataBase, type: z.enum(['email', 'sms']) });
export type MessageConnectorMetadata = z.infer<typeof messageConnectorMetadataGuard>;

/** Metadata of a social connector. */
export const socialConnectorMetadataGuard = z.object({
  ...metadataBase,
  type: z.literal('social'),
  platform: z.enum(connectorPlatforms),
  /**
   * The identity provider it signs in with (`google`): users' social identities are keyed by it,
   * and a tenant has at most one social connector per target.
   */
  target: z
    .string()
    .max(64)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase words joined by -'),
});
export type SocialConnectorMetadata = z.infer<typeof socialConnectorMetadataGuard>;

/**
 * What a connector tells about itself (spec §3 connector group / social connector; DESIGN §7):
 * enough for the console to list it, show its guide and render its config form.
 */
export const connectorMetadataGuard = z.discriminatedUnion('type', [
  messageConnectorMetadataGuard,
  socialConnectorMetadataGuard,
]);
export type ConnectorMetadata = z.infer<typeof connectorMetadataGuard>;
/** Metadata as a connector's file writes it (defaults such as `required: false` may be left out). */
export type ConnectorMetadataInput = z.input<typeof connectorMetadataGuard>;
