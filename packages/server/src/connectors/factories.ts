import type { Connector } from '@gatehouse/connector-kit/connector';
import { builtInConnectors } from '@gatehouse/connectors/index';
import type { ConnectorFactory } from '@gatehouse/schemas/connectors';

const byId = new Map<string, Connector>(builtInConnectors.map((connector) => [connector.metadata.id, connector]));

/** The built-in connector with this id (`smtp`, `google`), or undefined. */
export const findFactory = (id: string): Connector | undefined => byId.get(id);

/** Every built-in connector, in the package's order. */
export const allFactories = (): readonly Connector[] => builtInConnectors;

/** A factory as `GET /api/connector-factories` shows it. */
export const toFactoryView = ({ metadata }: Connector): ConnectorFactory => ({
  id: metadata.id,
  type: metadata.type,
  platform: metadata.type === 'social' ? metadata.platform : null,
  target: metadata.type === 'social' ? metadata.target : null,
  name: metadata.name,
  description: metadata.description,
  logo: metadata.logo,
  logoDark: metadata.logoDark ?? null,
  readme: metadata.readme ?? '',
  configForm: metadata.configForm,
});
