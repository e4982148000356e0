import { randomInt } from 'node:crypto';
import type { Connector } from '@gatehouse/connector-kit/connector';
import type { ConnectorView, CreateConnector, PatchConnector, TestConnector } from '@gatehouse/schemas/connectors';
import { generateId } from '@gatehouse/schemas/ids';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import type { Selectable, Updateable } from 'kysely';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import { toMs } from '../platform/db/json';
import type { ConnectorsTable } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import { maskConfig, parseConfig, unmaskConfig } from './config';
import { callConnector } from './errors';
import { allFactories, anyFactory, findFactory, toFactoryView } from './factories';
import { createConnectorQueries } from './queries';
import { createConnectorSender } from './sender';

type Row = Selectable<ConnectorsTable>;
type Config = Record<string, unknown>;
type Overrides = ConnectorView['metadata'];

/**
 * A tenant's connectors (spec §3 connector; peer reference §3.2): each a configured instance of a
 * built-in factory. The config is checked by the factory's schema, sealed whole at rest, and shown
 * with its secret fields masked. At most one email and one SMS connector, and one social connector
 * per target: checked first for a clear error, and held by unique indexes under races.
 */
export const createConnectorService = (deps: PlatformDeps, tenantId: string) => {
  const { database, box } = deps;
  const queries = createConnectorQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const sender = createConnectorSender(deps, tenantId);

  const factoryOf = (row: { factoryId: string }) => {
    const factory = anyFactory(row.factoryId);
    // A connector whose factory a release removed: shown as not found rather than failing.
    if (!factory) throw new ApiError('connector.factory_not_found', { id: row.factoryId });
    return factory;
  };
  const openConfig = (row: { config: string }): Config => JSON.parse(box.decrypt(row.config)) as Config;
  const toView = (row: Row): ConnectorView => {
    const factory = factoryOf(row);
    const { metadata } = factory;
    const overrides = row.metadata as Overrides;
    return {
      id: row.id,
      connectorId: row.factoryId,
      type: metadata.type,
      platform: metadata.type === 'social' ? metadata.platform : null,
      target: row.target,
      name: { ...metadata.name, ...overrides.name },
      logo: overrides.logo ?? metadata.logo,
      logoDark: overrides.logoDark ?? metadata.logoDark ?? null,
      config: maskConfig(factory, openConfig(row)),
      syncProfile: row.syncProfile,
      enabled: row.enabled,
      metadata: overrides,
      createdAt: toMs(row.createdAt),
    };
  };
  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('connector.not_found', { id });
    return row;
  };
  const inUse = (factory: Connector) =>
    new ApiError(
      factory.metadata.type === 'social' ? 'connector.target_in_use' : 'connector.type_in_use',
      factory.metadata.type === 'social' ? { target: factory.metadata.target } : { type: factory.metadata.type },
    );

  return {
    /** The built-in connectors this installation offers, their guides in `language`. */
    factories: (language: UiLanguage) => allFactories(deps.config).map((factory) => toFactoryView(factory, language)),
    factory: (id: string, language: UiLanguage) => {
      const factory = findFactory(id, deps.config);
      if (!factory) throw new ApiError('connector.factory_not_found', { id });
      return toFactoryView(factory, language);
    },

    list: (filters: { type?: ConnectorsTable['type']; target?: string }) =>
      inTenant(async (trx) => (await queries.findAll(trx, filters)).map(toView)),

    get: (id: string) => inTenant(async (trx) => toView(await findOrThrow(trx, id))),

    create: async (input: CreateConnector) => {
      const factory = findFactory(input.connectorId, deps.config);
      if (!factory) throw new ApiError('connector.factory_not_found', { id: input.connectorId });
      const config = parseConfig(factory, input.config);
      const { metadata } = factory;
      try {
        return await inTenant(async (trx) => {
          const existing =
            metadata.type === 'social'
              ? await queries.findByTarget(trx, metadata.target)
              : await queries.findByType(trx, metadata.type);
          if (existing) throw inUse(factory);
          if (metadata.type === 'social') await assertQuota(deps.config, trx, tenantId, 'socialConnectorsLimit');
          const row = await queries.insert(trx, {
            id: input.id ?? generateId(),
            factoryId: metadata.id,
            type: metadata.type,
            target: metadata.type === 'social' ? metadata.target : null,
            config: box.encrypt(JSON.stringify(config)),
            syncProfile: input.syncProfile,
            enabled: input.enabled,
            metadata: input.metadata,
          });
          return toView(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw inUse(factory);
        throw error;
      }
    },

    patch: (id: string, input: PatchConnector) =>
      inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const factory = factoryOf(row);
        const changes: Updateable<ConnectorsTable> = {};
        if (input.config) {
          const config = parseConfig(factory, unmaskConfig(factory, input.config, openConfig(row)));
          changes.config = box.encrypt(JSON.stringify(config));
        }
        if (input.syncProfile !== undefined) changes.syncProfile = input.syncProfile;
        if (input.enabled !== undefined) changes.enabled = input.enabled;
        const metadata = input.metadata
          ? JSON.stringify({ ...(row.metadata as Overrides), ...input.metadata })
          : undefined;
        if (Object.keys(changes).length === 0 && !metadata) return toView(row);
        return toView(await queries.update(trx, id, { ...changes, ...(metadata && { metadata }) }));
      }),

    delete: (id: string) =>
      inTenant(async (trx) => {
        if (!(await queries.delete(trx, id))) throw new ApiError('connector.not_found', { id });
      }),

    /**
     * Sends a test message with a config not saved yet (`savedConnectorId` fills the secrets the
     * console shows masked). The provider's refusal comes back as `connector.<code>` with its
     * message; nothing is stored.
     */
    test: async (factoryId: string, input: TestConnector & { savedConnectorId?: string }) => {
      const factory = findFactory(factoryId, deps.config);
      if (!factory) throw new ApiError('connector.factory_not_found', { id: factoryId });
      assertThat(factory.metadata.type !== 'social', 'connector.unexpected_type', { type: factory.metadata.type });
      const to = factory.metadata.type === 'email' ? input.email : input.phone;
      if (!to) {
        throw new ApiError('connector.insufficient_request_parameters', {
          field: factory.metadata.type === 'email' ? 'email' : 'phone',
        });
      }
      const stored = input.savedConnectorId
        ? await inTenant(async (trx) => {
            const row = await findOrThrow(trx, input.savedConnectorId ?? '');
            assertThat(row.factoryId === factoryId, 'connector.unexpected_type', { connectorId: row.factoryId });
            return openConfig(row);
          })
        : undefined;
      const config = parseConfig(factory, unmaskConfig(factory, input.config, stored));
      await sender.send(factory, config, {
        to,
        type: 'Generic',
        payload: { code: randomCode() },
        language: input.locale,
      });
    },

    /** The provider's authorization URL for a social connector (management use: no session kept). */
    authorizationUri: (id: string, request: { state: string; redirectUri: string }) =>
      inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const factory = factoryOf(row);
        if (factory.metadata.type !== 'social') throw new ApiError('connector.unexpected_type', { type: row.type });
        const social = factory as Extract<Connector, { getAuthorizationUri: unknown }>;
        const config = parseConfig(factory, openConfig(row));
        const start = await callConnector(() => social.getAuthorizationUri(request, config));
        return { redirectTo: start.authorizationUri };
      }),
  };
};

const randomCode = () => String(randomInt(1_000_000)).padStart(6, '0');
