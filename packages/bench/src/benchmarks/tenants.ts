import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { defaultLoad } from '../load';
import { fromAutocannon } from '../report';
import { startBenchServer } from '../server';
import type { TenantsReady } from '../tenants-process';
import type { StandaloneBenchmark } from './start';

const script = fileURLToPath(new URL('../tenants-process.ts', import.meta.url));
const defaultCount = 10_000;
const activeTenants = 500;
/** Issue 20: one deployment holds 10,000 tenants with 500 of them active in bounded memory. */
export const tenantsBudget = { rssBytes: 1024 * 1024 * 1024, creationsPerSecond: 10 };

/** The resident set size of a process (Linux `/proc`), in bytes. */
export const residentBytes = async (pid: number) => {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
};

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

type Client = TenantsReady['active'][number];
const grantOf = (client: Client) => ({
  path: `/t/${client.tenantId}/oidc/token`,
  headers: {
    authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
  },
  body: new URLSearchParams({ grant_type: 'client_credentials', resource: client.resource, scope: 'all' }).toString(),
});

/** One grant per active tenant, 10 at a time, each checked: every tenant's provider is built (lazily) here. */
const warmUp = async (userUrl: string, clients: Client[]) => {
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const client = clients[next++] as Client;
      const { path, headers, body } = grantOf(client);
      const response = await fetch(`${userUrl}${path}`, { method: 'POST', headers, body });
      const grant = (await response.json()) as { access_token?: string };
      if (response.status !== 200 || grant.access_token?.split('.').length !== 3)
        throw new Error(`grant for tenant ${client.tenantId}: ${response.status} ${JSON.stringify(grant)}`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
};

/**
 * `npm run bench -- tenants [--count N]`: N tenants (default 10,000) created in one cloud deployment
 * through the cloud API's creation path, then client-credentials grants spread round-robin over
 * 500 of them (`/t/{tenantId}/oidc/token`), with the server's RSS after each phase.
 */
export const tenants: StandaloneBenchmark = {
  kind: 'standalone',
  name: 'tenants',
  description: `creates --count tenants (default ${defaultCount.toLocaleString('en')}) in one cloud deployment, then token grants over ${activeTenants} of them`,
  budgetText: `RSS ≤ ${mib(tenantsBudget.rssBytes)} with ${activeTenants} active, ≥ ${tenantsBudget.creationsPerSecond} creations/s`,
  run: async ({ count = defaultCount, load = defaultLoad }) => {
    console.error(`Creating ${count.toLocaleString('en')} tenants (progress below)...`);
    const server = await startBenchServer<TenantsReady>({
      script,
      env: { GATEHOUSE_CLOUD: '1', BENCH_TENANTS: String(count), BENCH_ACTIVE: String(activeTenants) },
      // Creating is the benchmark: up to an hour for a slow machine.
      readyTimeoutMs: 3_600_000,
    });
    try {
      const creationRate = server.created / (server.creationMs / 1000);
      const rssBeforeGrants = await residentBytes(server.pid);
      console.error(`Warming up: one grant in each of ${server.active.length} tenants...`);
      await warmUp(server.userUrl, server.active);
      const rssWarm = await residentBytes(server.pid);
      console.error(
        `Grants over ${server.active.length} tenants: ${load.connections} connections, ${load.duration} s...`,
      );
      /** Grants round-robin over `clients` for the run's duration. */
      const grantLoad = async (clients: Client[]) => {
        let turn = 0;
        const result = (await autocannon({
          url: server.userUrl,
          connections: load.connections,
          duration: load.duration,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({ ...request, ...grantOf(clients[turn++ % clients.length] as Client) }),
            },
          ],
        })) as Result;
        return fromAutocannon(result);
      };
      const grants = await grantLoad(server.active);
      // The same grants in one tenant, right after: what spreading them over many tenants costs.
      console.error(`The same grants in one tenant: ${load.connections} connections, ${load.duration} s...`);
      const single = await grantLoad(server.active.slice(0, 1));
      const rssAfterGrants = await residentBytes(server.pid);
      const failed = grants.errors + grants.non2xx + single.errors + single.non2xx > 0;
      const ok =
        !failed && rssAfterGrants <= tenantsBudget.rssBytes && creationRate >= tenantsBudget.creationsPerSecond;
      const report = [
        `tenants (${server.created.toLocaleString('en')} created, ${server.active.length} active)`,
        `  creation      ${creationRate.toFixed(1)} tenants/s (${(server.creationMs / 1000).toFixed(1)} s, 8 at a time)`,
        `  RSS           ${mib(server.rssAfterCreation)} after creation (heap ${mib(server.heapUsedAfterCreation)}), ${mib(rssBeforeGrants)} with ${server.active.length} M2M apps made`,
        `                ${mib(rssWarm)} after one grant in each of ${server.active.length} tenants, ${mib(rssAfterGrants)} after the load`,
        `  grants        ${grants.requestsPerSecond.toFixed(0)} req/s over ${server.active.length} tenants, p50 ${grants.p50} ms, p99 ${grants.p99} ms, ${grants.total} total, ${grants.errors} errors, ${grants.non2xx} non-2xx`,
        `  one tenant    ${single.requestsPerSecond.toFixed(0)} req/s, p50 ${single.p50} ms, p99 ${single.p99} ms: spread ÷ one = ${(grants.requestsPerSecond / single.requestsPerSecond).toFixed(2)}`,
        `  budget        ${tenants.budgetText}: ${ok ? 'PASS' : 'FAIL'}`,
      ].join('\n');
      return { report, ok };
    } finally {
      await server.stop();
    }
  },
};
