import { parseArgs } from 'node:util';
import { planIdGuard, planIds } from '@gatehouse/schemas/plans';
import { seed } from '../app/seed';
import { assertSecretMatches } from '../app/start';
import { createApplicationService } from '../applications/service';
import { migrate } from '../platform/db/migrate';
import type { PlatformDeps } from '../platform/deps';
import { managementIndicator } from '../platform/tenancy';
import { createTenantQueries } from '../tenants/queries';
import { createTenantService } from '../tenants/service';
import { parseSecretRotate } from './secret-rotate';
import { UsageError } from './usage-error';

export const usage = `Usage: npm run cli -- <command>

  db migrate                                   apply pending database migrations
  db seed                                      create the admin and default tenants if missing (idempotent)
  tenant list                                  list tenants as JSON
  tenant plan TENANT_ID PLAN_ID                put a tenant on a plan (Free, Pro, Pro202411, Development, Admin)
  m2m create --tenant ID --name NAME [--management]
                                               create a machine-to-machine app; prints {"id","secret","resource"}
                                               --management gives it the tenant's "Management API access" role
  secret rotate --new-secret-file PATH         re-encrypt signing keys and client secrets with a new master secret
                                               (or the new secret in GATEHOUSE_NEW_SECRET); all or nothing.
                                               Stop every instance first; the output says what to set next

Configuration comes from the same environment variables as \`npm start\`.`;

/** A parsed command, ready to run against the platform. */
export type Command = (deps: PlatformDeps) => Promise<unknown>;

/**
 * Parses the arguments into a command before any database is opened, so a
 * typo fails fast. Every command but `db migrate` first brings the schema up
 * to date, so a first command on a fresh data dir works.
 */
export const parseCommand = (args: string[], env: NodeJS.ProcessEnv = process.env): Command => {
  const [group, action, ...rest] = args;
  const command = `${group ?? ''} ${action ?? ''}`.trim();

  if (command === 'db migrate') {
    return async (deps) => {
      const applied = await migrate(deps.database);
      return applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.';
    };
  }

  if (command === 'db seed') {
    return async (deps) => {
      await migrate(deps.database);
      await assertSecretMatches(deps);
      const created = await seed(deps);
      return created.length > 0 ? `Seeded: ${created.join('; ')}` : 'Seed data is present; nothing to do.';
    };
  }

  if (command === 'tenant list') {
    return async (deps) => {
      await migrate(deps.database);
      return createTenantService(deps).list();
    };
  }

  if (command === 'tenant plan') {
    const [tenantId, planId, ...extra] = rest;
    if (!tenantId || !planId || extra.length > 0) throw new UsageError('tenant plan needs TENANT_ID PLAN_ID');
    if (!planIdGuard.safeParse(planId).success) {
      throw new UsageError(`Unknown plan '${planId}'; one of ${planIds.join(', ')}`);
    }
    return async (deps) => {
      await migrate(deps.database);
      const updated = await createTenantQueries(deps.database.system).update(tenantId, { planId });
      if (!updated.numUpdatedRows) throw new UsageError(`Tenant '${tenantId}' does not exist`);
      await deps.bus.publish(tenantId, 'tenant');
      return `Tenant '${tenantId}' is on plan ${planId}.`;
    };
  }

  if (command === 'm2m create') {
    const { values } = parseArgs({
      args: rest,
      options: {
        tenant: { type: 'string', default: 'default' },
        name: { type: 'string' },
        management: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const { name, tenant: tenantId, management } = values;
    if (!name) throw new UsageError('m2m create needs --name NAME');
    return async (deps) => {
      await migrate(deps.database);
      await assertSecretMatches(deps);
      if (!(await createTenantService(deps).exists(tenantId))) {
        throw new UsageError(`Tenant '${tenantId}' does not exist`);
      }
      const app = await createApplicationService(deps, tenantId).create(
        { name, type: 'MachineToMachine', description: 'Created by the Gatehouse CLI.' },
        { management },
      );
      return { id: app.id, secret: app.secret, resource: managementIndicator(deps.config, tenantId) };
    };
  }

  if (command === 'secret rotate') return parseSecretRotate(rest, env);

  throw new UsageError(`Unknown command '${args.join(' ')}'.\n\n${usage}`);
};
