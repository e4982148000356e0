import type { PlatformDeps } from '../platform/deps';
import { anyFactory, findFactory } from './factories';
import { createConnectorQueries } from './queries';

export { type ActiveMessageConnector, createConnectorLookup } from './lookup';

/**
 * Which kinds of message the tenant can deliver now: an enabled email connector, an enabled SMS
 * connector. One indexed query, no config opened: for the sign-in pages and the settings checks.
 */
export const messageChannels = async (deps: Pick<PlatformDeps, 'database' | 'config'>, tenantId: string) => {
  const queries = createConnectorQueries(tenantId);
  const rows = (await deps.database.withTenant(tenantId, (trx) => queries.findEnabledMessageTypes(trx))).filter((row) =>
    findFactory(row.factoryId, deps.config),
  );
  return { email: rows.some((row) => row.type === 'email'), phone: rows.some((row) => row.type === 'sms') };
};

/**
 * The social buttons of the sign-in pages: the tenant's enabled social connectors whose target the
 * sign-in experience lists, in its order, with their names and logos (a tenant's overrides first).
 */
export const signInSocialConnectors = async (
  deps: Pick<PlatformDeps, 'database'>,
  tenantId: string,
  targets: readonly string[],
) => {
  if (targets.length === 0) return [];
  const queries = createConnectorQueries(tenantId);
  const rows = await deps.database.withTenant(tenantId, (trx) => queries.findEnabledSocial(trx));
  return targets.flatMap((target) => {
    const row = rows.find((candidate) => candidate.target === target);
    const factory = row && anyFactory(row.factoryId);
    if (!row || !factory) return [];
    const overrides = row.metadata as { name?: Record<string, string>; logo?: string; logoDark?: string };
    return [
      {
        id: row.id,
        target,
        name: { ...factory.metadata.name, ...overrides.name },
        logo: overrides.logo ?? factory.metadata.logo,
        logoDark: overrides.logoDark ?? factory.metadata.logoDark ?? null,
      },
    ];
  });
};
export { callConnector } from './errors';
