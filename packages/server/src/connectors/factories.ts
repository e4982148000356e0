import type { Connector } from '@gatehouse/connector-kit/connector';
import { builtInConnectors } from '@gatehouse/connectors/index';
import type { ConnectorFactory } from '@gatehouse/schemas/connectors';
import type { UiLanguage } from '@gatehouse/schemas/languages';

const byId = new Map<string, Connector>(builtInConnectors.map((connector) => [connector.metadata.id, connector]));

/** The connectors that write messages to the server log and a file: development only. */
const developmentFactories = new Set(['dev-email', 'dev-sms']);

/**
 * The built-in connector with this id (`smtp`, `google`), or undefined; a development connector
 * only where the configuration offers them (`devConnectors`).
 */
export const findFactory = (id: string, config: { devConnectors: boolean }): Connector | undefined =>
  config.devConnectors || !developmentFactories.has(id) ? byId.get(id) : undefined;

/** The built-in connector a stored connector was made from, offered or not (to show and delete it). */
export const anyFactory = (id: string): Connector | undefined => byId.get(id);

/** Every built-in connector this installation offers, in the package's order. */
export const allFactories = (config: { devConnectors: boolean }): readonly Connector[] =>
  builtInConnectors.filter((connector) => findFactory(connector.metadata.id, config));

/**
 * A factory as `GET /api/connector-factories` shows it, its setup guide in `language` (else English,
 * the one language every guide has).
 */
export const toFactoryView = ({ metadata }: Connector, language: UiLanguage): ConnectorFactory => ({
  id: metadata.id,
  type: metadata.type,
  platform: metadata.type === 'social' ? metadata.platform : null,
  target: metadata.type === 'social' ? metadata.target : null,
  name: metadata.name,
  description: metadata.description,
  logo: metadata.logo,
  logoDark: metadata.logoDark ?? null,
  readme: metadata.readme ? (metadata.readme[language] ?? metadata.readme.en) : '',
  configForm: metadata.configForm,
});
