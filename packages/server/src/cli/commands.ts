import { parseArgs } from 'node:util';
import { createApplicationService } from '../applications/service';
import { migrate } from '../platform/db/migrate';
import type { PlatformDeps } from '../platform/deps';
import { managementIndicator } from '../platform/tenancy';
import { seed } from '../seed/seed';
import { createTenantService } from '../tenants/service';

export const usage = `Usage: npm run cli -- <command>

  db migrate                                   apply pending database migrations
  db seed                                      create the admin and default tenants if missing (idempotent)
  tenant list                                  list tenants as JSON
  m2m create --tenant ID --name NAME [--management]
                                               create a machine-to-machine app; prints {"id","secret","resource"}
                                               --management gives it the tenant's "Management API access" role

Configuration comes from the same environment variables as \`npm start\`.`;

export class UsageError extends Error {}

/**
 * Runs one CLI command and returns what to print. Migrations run only for
 * `db migrate`; every other command expects a migrated database and migrates
 * it if needed, so a first command on a fresh data dir works.
 */
export const runCommand = async (deps: PlatformDeps, args: string[]): Promise<unknown> => {
  const [group, action, ...rest] = args;
  const command = `${group ?? ''} ${action ?? ''}`.trim();

  if (command === 'db migrate') {
    const applied = await migrate(deps.database);
    return applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.';
  }

  await migrate(deps.database);

  if (command === 'db seed') {
    const created = await seed(deps);
    return created.length > 0 ? `Seeded: ${created.join('; ')}` : 'Seed data is present; nothing to do.';
  }

  if (command === 'tenant list') {
    return createTenantService(deps).list();
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
    if (!values.name) throw new UsageError('m2m create needs --name NAME');
    const tenantId = values.tenant;
    if (!(await createTenantService(deps).exists(tenantId)))
      throw new UsageError(`Tenant '${tenantId}' does not exist`);
    const app = await createApplicationService(deps, tenantId).create(
      { name: values.name, type: 'MachineToMachine', description: 'Created by the Gatehouse CLI.' },
      { management: values.management },
    );
    return { id: app.id, secret: app.secret, resource: managementIndicator(deps.config, tenantId) };
  }

  throw new UsageError(`Unknown command '${args.join(' ')}'.\n\n${usage}`);
};
