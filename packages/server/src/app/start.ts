import type { Server } from 'node:http';
import path from 'node:path';
import { type Logger, pino } from 'pino';
import { enqueueHookDeliveries } from '../hooks/fan-out';
import { createHookWorker } from '../hooks/worker';
import { recordEventsInAuditLog } from '../logs/events';
import { createLogWriter } from '../logs/writer';
import { createRuntimeRegistry, type RuntimeRegistry } from '../oidc/runtime';
import { createAttemptLimits } from '../platform/attempt-limits';
import type { Config } from '../platform/config';
import { connectPostgres, type Database, openEmbedded } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import type { PlatformDeps } from '../platform/deps';
import { createEventOutbox } from '../platform/events';
import { listen } from '../platform/http/server';
import { createInvalidationBus } from '../platform/invalidation';
import { startPeriodicJobs } from '../platform/jobs';
import { createSecretBox, dataDirSecretFile, resolveSecret } from '../platform/secrets';
import { createStorage } from '../platform/storage/index';
import { createTokenUsage } from '../quotas/token-usage';
import { createTenantService } from '../tenants/service';
import { createApiApp } from './api';
import { type AppContext, capabilitiesOf } from './capabilities';
import { createDispatcher } from './dispatcher';
import { seedIfChanged } from './seed';
import { createServiceRegistry } from './services';
import { consoleScopesOf } from './tenant-proxy';

export type Gatehouse = {
  deps: PlatformDeps;
  runtimes: RuntimeRegistry;
  userPort: number;
  adminPort: number;
  /** Background maintenance (audit-log retention); `runNow` for tests. */
  jobs: ReturnType<typeof startPeriodicJobs>;
  /** The services of every tenant, as the routes use them. */
  services: AppContext['services'];
  close: () => Promise<void>;
};

/** Opens the configured database: PostgreSQL with DATABASE_URL, else the embedded one in the data dir. */
export const openDatabase = (
  config: Config,
  options: { inMemory?: boolean; initialData?: string } = {},
): Promise<Database> =>
  config.databaseUrl
    ? Promise.resolve(connectPostgres(config.databaseUrl))
    : openEmbedded(options.inMemory ? undefined : path.join(config.dataDir, 'db'), options);

/** Database, migrations, secrets and the invalidation bus: what the CLI and the server share. */
export const preparePlatform = async (
  config: Config,
  options: { database?: Database; logger?: Logger; migrate?: boolean; initialData?: string } = {},
): Promise<PlatformDeps> => {
  const logger = options.logger ?? pino({ level: config.logLevel });
  const database = options.database ?? (await openDatabase(config, options));
  if (options.migrate !== false) await migrate(database);
  const box = createSecretBox(await resolveSecret(config.secret, config.dataDir));
  const bus = await createInvalidationBus(database);
  const hooks = createHookWorker({ database, box, logger, config }, { timeoutMs: config.hooksTimeoutMs });
  return {
    config,
    database,
    box,
    bus,
    logger,
    logs: createLogWriter(database, logger),
    // Each event becomes its audit record and a delivery per subscribed webhook, in one transaction.
    events: createEventOutbox(
      database,
      logger,
      async (trx, events) => {
        await recordEventsInAuditLog(trx, events);
        return enqueueHookDeliveries(trx, events);
      },
      { delivered: hooks.kick },
    ),
    hooks,
    attempts: createAttemptLimits(database, logger),
    tokenUsage: createTokenUsage(database, logger),
    storage: createStorage(config),
  };
};

/**
 * Throws SecretMismatchError when the master secret does not open the stored
 * signing keys: at start that is one line and exit 1 (main.ts) instead of a
 * 500 on every token request, and a CLI command stops before it writes a
 * value sealed with a key nothing else can open.
 */
export const assertSecretMatches = async ({ database, box }: Pick<PlatformDeps, 'database' | 'box'>) => {
  const stored = await database.system.selectFrom('oidcKeys').select('value').limit(1).executeTakeFirst();
  if (stored) box.decrypt(stored.value);
};

/**
 * Starts Gatehouse: migrate, seed, then the user endpoint and the admin endpoint.
 *
 * @example
 * const gatehouse = await startGatehouse(loadConfig(process.env));
 * await gatehouse.close();
 */
export const startGatehouse = async (
  config: Config,
  options: {
    database?: Database;
    logger?: Logger;
    host?: string;
    /** A new embedded data directory starts from this tarball when it exists (the compiled server's). */
    initialData?: string;
  } = {},
): Promise<Gatehouse> => {
  const deps = await preparePlatform(config, options);
  await assertSecretMatches(deps).catch(async (error: unknown) => {
    await deps.tokenUsage.close();
    await deps.bus.close();
    await deps.database.close();
    throw error;
  });
  if (!config.secret) {
    // Zero-config start stays, but loudly: the key sits beside the data, so a copy of both decrypts everything.
    const file = dataDirSecretFile(config.dataDir);
    deps.logger.warn(
      { file },
      `Signing keys and client secrets are encrypted with the generated secret in ${file}: a copy of that file and the database decrypts them. Set GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE in production.`,
    );
  }
  if ([config.endpoint, config.adminEndpoint].some((url) => url.startsWith('https:')) && !config.trustProxy) {
    deps.logger.warn(
      'An endpoint is https but TRUST_PROXY is off: sign-in cookies cannot be marked Secure. Set TRUST_PROXY=1 behind your TLS proxy.',
    );
  }
  await seedIfChanged(deps);
  const context: AppContext = {
    deps,
    runtimes: createRuntimeRegistry(deps),
    tenants: createTenantService(deps),
    services: createServiceRegistry(deps),
  };
  const { runtimes } = context;

  const servers: Server[] = [];
  try {
    const userApp = createApiApp('user', context);
    const user = await listen(createDispatcher('user', context, userApp), config.port, options.host);
    servers.push(user.server);
    // The cloud edition's tenant proxy (/m/{tenantId}/api/…) serves tenants' management API on the admin endpoint.
    const proxy = config.isCloud ? { tenantApp: userApp, consoleScopes: consoleScopesOf(deps) } : undefined;
    const adminDispatcher = createDispatcher('admin', context, createApiApp('admin', context), proxy);
    const admin = await listen(adminDispatcher, config.adminPort, options.host);
    servers.push(admin.server);
    const edition = config.isCloud ? 'cloud' : 'self-hosted';
    const jobs = startPeriodicJobs(
      deps.database,
      deps.logger,
      capabilitiesOf(edition).flatMap((capability) => capability.jobs?.(context) ?? []),
    );
    // Deliveries a previous run left pending go out now, not at the first sweep.
    deps.hooks.kick();
    return {
      deps,
      runtimes,
      services: context.services,
      userPort: user.port,
      adminPort: admin.port,
      jobs,
      close: async () => {
        await jobs.stop();
        await deps.hooks.stop();
        await Promise.all(
          servers.map(
            (server) =>
              new Promise<void>((resolve) => {
                server.close(() => resolve());
                server.closeAllConnections();
              }),
          ),
        );
        await deps.logs.close();
        await deps.tokenUsage.close();
        await deps.attempts.close();
        await deps.bus.close();
        await deps.database.close();
      },
    };
  } catch (error) {
    for (const server of servers) server.close();
    await deps.hooks.stop();
    await deps.tokenUsage.close();
    await deps.bus.close();
    await deps.database.close();
    throw error;
  }
};
