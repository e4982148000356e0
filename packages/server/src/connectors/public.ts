import type { PlatformDeps } from '../platform/deps';
import { createConnectorQueries } from './queries';

export { type ActiveMessageConnector, createConnectorLookup } from './lookup';

/**
 * Which kinds of message the tenant can deliver now: an enabled email connector, an enabled SMS
 * connector. One indexed query, no config opened: for the sign-in pages and the settings checks.
 */
export const messageChannels = async (deps: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createConnectorQueries(tenantId);
  const rows = await deps.database.withTenant(tenantId, (trx) => queries.findEnabledMessageTypes(trx));
  return { email: rows.some((row) => row.type === 'email'), phone: rows.some((row) => row.type === 'sms') };
};
