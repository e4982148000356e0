import { z } from 'zod';
import { ConnectorError } from './errors';
import type { SendMessageData } from './messages';
import {
  connectorMetadataGuard,
  type MessageConnectorMetadata,
  type messageConnectorMetadataGuard,
  type SocialConnectorMetadata,
  type socialConnectorMetadataGuard,
} from './metadata';
import type { AuthorizationRequest, AuthorizationStart, SocialCallback, socialUserInfoGuard } from './social';

// The functions are written as methods so that a connector with its own `Config` is also a
// `Connector` (method parameters are bivariant; the server parses the config with `configGuard`
// before any call, which is what makes that safe).

/** What the server lends a connector for one call. */
export type ConnectorContext = {
  /**
   * Writes a line to the server's log (info level), tagged with the connector. Meant for development
   * connectors that deliver to the log; a connector never logs a secret of its config.
   */
  log: (message: string, data?: Record<string, unknown>) => void;
  /**
   * The address to open a connection to `host` at, for a connector that opens its own (SMTP; `fetch`
   * is checked by the server already): `host` itself when the server lets requests reach every
   * address, else a public address of it. Rejects with an error whose `code` is
   * `outboundRefusedCode` when the host is, or resolves to, an internal address.
   */
  resolveHost: (host: string) => Promise<string>;
};

type ConnectorBase<Config> = {
  /**
   * Checks a tenant's saved config before every use: a config it refuses is a 400
   * `connector.invalid_config` naming the field. Its properties are the config form's keys.
   */
  configGuard: z.ZodType<Config>;
};

/** An email or SMS connector: delivers one message. */
export type MessageConnector<Config = unknown> = ConnectorBase<Config> & {
  metadata: MessageConnectorMetadata;
  /** Resolves once the provider accepted the message; throws `ConnectorError` otherwise. */
  sendMessage(message: SendMessageData, config: Config, context: ConnectorContext): Promise<void>;
};
export type EmailConnector<Config = unknown> = MessageConnector<Config> & { metadata: { type: 'email' } };
export type SmsConnector<Config = unknown> = MessageConnector<Config> & { metadata: { type: 'sms' } };

/** A social connector: sends the browser to the provider, then reads who came back. */
export type SocialConnector<Config = unknown> = ConnectorBase<Config> & {
  metadata: SocialConnectorMetadata;
  getAuthorizationUri(request: AuthorizationRequest, config: Config): Promise<AuthorizationStart>;
  /**
   * Exchanges the callback's code (checking what `session` kept: nonce, PKCE) and reads the user.
   * Throws `ConnectorError` (`social_auth_code_invalid`, `social_invalid_id_token`, …) when the answer is not good.
   */
  getUserInfo(callback: SocialCallback, config: Config): Promise<z.input<typeof socialUserInfoGuard>>;
};

export type Connector = MessageConnector | SocialConnector;

type Definition<C extends { metadata: unknown }, Guard extends z.ZodType> = Omit<C, 'metadata'> & {
  metadata: z.input<Guard>;
};
export type MessageConnectorDefinition<Config> = Definition<
  MessageConnector<Config>,
  typeof messageConnectorMetadataGuard
>;
export type SocialConnectorDefinition<Config> = Definition<
  SocialConnector<Config>,
  typeof socialConnectorMetadataGuard
>;

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

/**
 * Declares a connector: checks its metadata (`invalid_metadata`) and that its config form and its
 * config guard name the same fields (`invalid_config_guard`), so a mistake fails the connector's
 * own test, never a tenant's sign-in. Returns the connector with the metadata's defaults applied.
 *
 * @example
 * export default defineConnector({
 *   metadata: { id: 'log-email', type: 'email', name: { en: 'Log (development)' }, … },
 *   configGuard: z.object({ file: z.string() }),
 *   sendMessage: async (message, config) => { … },
 * });
 */
export function defineConnector<Config>(definition: MessageConnectorDefinition<Config>): MessageConnector<Config>;
export function defineConnector<Config>(definition: SocialConnectorDefinition<Config>): SocialConnector<Config>;
export function defineConnector(
  definition: MessageConnectorDefinition<unknown> | SocialConnectorDefinition<unknown>,
): Connector {
  const metadata = connectorMetadataGuard.safeParse(definition.metadata);
  if (!metadata.success) throw new ConnectorError('invalid_metadata', { issues: issuesOf(metadata.error) });
  const guard = definition.configGuard;
  if (guard instanceof z.ZodObject) {
    const formKeys = metadata.data.configForm.map((field) => field.key);
    const guardKeys = Object.keys(guard.shape);
    const notInForm = guardKeys.filter((key) => !formKeys.includes(key));
    const notInGuard = formKeys.filter((key) => !guardKeys.includes(key));
    if (notInForm.length > 0 || notInGuard.length > 0) {
      throw new ConnectorError('invalid_config_guard', { notInForm, notInGuard });
    }
  }
  // The metadata's type decides which kind it is; the overloads tied it to the functions given.
  return { ...definition, metadata: metadata.data } as Connector;
}
