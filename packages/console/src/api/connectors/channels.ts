import type { ConnectorView } from '@gatehouse/schemas/connectors';

/** The channels that deliver codes: an enabled email connector, an enabled SMS connector. */
export const channelsOf = (connectors: readonly ConnectorView[] | undefined) => ({
  email: Boolean(connectors?.some((connector) => connector.type === 'email' && connector.enabled)),
  phone: Boolean(connectors?.some((connector) => connector.type === 'sms' && connector.enabled)),
});
