import type { ConnectorContext } from '@gatehouse/connector-kit/connector';

/**
 * The context a connector test lends a connector, as the server would with every address allowed
 * (the tests' providers listen on 127.0.0.1); `log` keeps what the connector wrote.
 */
export const testContext = (log: ConnectorContext['log'] = () => undefined): ConnectorContext => ({
  log,
  resolveHost: async (host) => host,
});
