/**
 * The Gatehouse of the `tenants` benchmark: the cloud edition (`GATEHOUSE_CLOUD=1` in its environment),
 * run in its own process like `server-process.ts`. Before it says it is ready it signs up one console
 * user and creates `BENCH_TENANTS` tenants with that user as their admin, `BENCH_CONCURRENCY` at a time,
 * through the cloud API's creation (`createTenantCloudService(…).create` with the seed the routes use:
 * keys, management API, sign-in experience, organization in the admin tenant, membership). Then a
 * machine-to-machine app with management API access in each of the first `BENCH_ACTIVE` tenants.
 * Prints one JSON line (`TenantsReady`) and stops on SIGTERM. Progress goes to stderr.
 */

import { provisionTenant } from '@gatehouse/server/app/seed';
import { loadConfig } from '@gatehouse/server/platform/config';
import { createTenantCloudService } from '@gatehouse/server/tenants/service.cloud';
import { signUpConsoleUser } from '@gatehouse/server/test/console-user';
import { createManagementApp } from '@gatehouse/server/test/harness';
import { startChildGatehouse } from './child-server';
import type { ServerReady } from './server';

export type TenantsReady = ServerReady & {
  created: number;
  /** Milliseconds the creations took, from the first start to the last end. */
  creationMs: number;
  /** The server's resident set size (bytes) after the creations, before any tenant served a token. */
  rssAfterCreation: number;
  heapUsedAfterCreation: number;
  /** One management client per active tenant, for the grants. */
  active: { tenantId: string; id: string; secret: string; resource: string }[];
};

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const count = positive('BENCH_TENANTS', 10_000);
const concurrency = positive('BENCH_CONCURRENCY', 8);
const activeCount = Math.min(count, positive('BENCH_ACTIVE', 500));

const config = loadConfig(process.env);
if (!config.isCloud) throw new Error('the tenants benchmark needs GATEHOUSE_CLOUD=1');
const gatehouse = await startChildGatehouse(config);

const { deps } = gatehouse;
const owner = await signUpConsoleUser(config.adminEndpoint, 'bench_owner');
const cloud = createTenantCloudService(deps, (tenant) => provisionTenant(deps, tenant));

/** Runs `work(i)` for i in [0, total) with at most `limit` in flight; answers in index order. */
const pool = async <T>(total: number, limit: number, work: (index: number) => Promise<T>) => {
  const results: T[] = new Array(total);
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, total) }, worker));
  return results;
};

const started = performance.now();
let done = 0;
const tenantIds = await pool(count, concurrency, async (index) => {
  const tenant = await cloud.create(owner.id, {
    name: `Bench ${index + 1}`,
    regionName: (['EU', 'US', 'AU'] as const)[index % 3] ?? 'EU',
    tag: index % 2 === 0 ? 'development' : 'production',
  });
  done++;
  if (done % 500 === 0 || done === count) {
    const seconds = (performance.now() - started) / 1000;
    process.stderr.write(`  ${done} tenants created in ${seconds.toFixed(1)} s\n`);
  }
  return tenant.id;
});
const creationMs = performance.now() - started;
const { rss, heapUsed } = process.memoryUsage();

const active = await pool(activeCount, concurrency, async (index) => {
  const tenantId = tenantIds[index] as string;
  return { tenantId, ...(await createManagementApp(gatehouse, tenantId, 'Bench M2M')) };
});

const ready: TenantsReady = {
  userUrl: config.endpoint,
  app: await createManagementApp(gatehouse, 'default', 'Bench M2M'),
  created: tenantIds.length,
  creationMs,
  rssAfterCreation: rss,
  heapUsedAfterCreation: heapUsed,
  active,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);
