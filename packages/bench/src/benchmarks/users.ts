import { performance } from 'node:perf_hooks';
import { connectPostgres } from '@gatehouse/server/platform/db/database';
import { managementToken } from '../management';
import type { BenchServer } from '../server';
import { type LatencyBenchmark, type LatencyCase, sampleLatency } from './latency';

/** How many users to load; `--count` or `BENCH_USERS` makes a quicker run while working on it. */
const userCount = () => Number(process.env.BENCH_USERS ?? 1_000_000);
const warmUp = 10;
const samplesPerCase = 200;

const firstNames = [
  'james',
  'mary',
  'robert',
  'patricia',
  'john',
  'jennifer',
  'michael',
  'linda',
  'david',
  'elizabeth',
  'william',
  'barbara',
  'richard',
  'susan',
  'joseph',
  'jessica',
  'thomas',
  'karen',
  'chris',
  'sarah',
  'daniel',
  'lisa',
  'matthew',
  'nancy',
  'anthony',
  'sandra',
  'mark',
  'ashley',
  'donald',
  'emily',
  'ryan',
  'kimberly',
  'paul',
  'donna',
  'andrew',
  'michelle',
  'joshua',
  'carol',
  'kenji',
  'amara',
];
const lastNames = [
  'smith',
  'johnson',
  'williams',
  'brown',
  'jones',
  'garcia',
  'miller',
  'davis',
  'rodriguez',
  'martinez',
  'hernandez',
  'lopez',
  'gonzalez',
  'wilson',
  'anderson',
  'thomas',
  'taylor',
  'moore',
  'jackson',
  'martin',
  'lee',
  'perez',
  'thompson',
  'white',
  'harris',
  'sanchez',
  'clark',
  'ramirez',
  'lewis',
  'robinson',
  'walker',
  'young',
  'allen',
  'king',
  'wright',
  'scott',
  'torres',
  'nguyen',
  'hill',
  'flores',
  'green',
  'adams',
  'nelson',
  'baker',
  'hall',
  'rivera',
  'campbell',
  'mitchell',
  'carter',
  'okafor',
];
const domains = ['example.com', 'mail.example', 'corp.example', 'inbox.example', 'post.example'];

const textArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(',')}]`;

/**
 * Loads `count` users into the default tenant in one statement (generate_series, as the owner):
 * every first name with every last name, a unique number in username and email, a unique phone,
 * 12-character ids, one sign-up every 20 seconds. Then VACUUM ANALYZE, as autovacuum would do
 * after such a load, so the planner has statistics and index-only scans a visibility map.
 */
const loadUsers = async (databaseUrl: string, count: number) => {
  const database = connectPostgres(databaseUrl, 1);
  try {
    const started = performance.now();
    const result = await database.pool.query(`
      insert into users (tenant_id, id, username, primary_email, primary_phone, name, created_at, updated_at)
      select 'default', substr(md5('gatehouse-bench-' || g), 1, 12),
             f || '_' || l || g, f || '.' || l || g || '@' || d,
             '1' || lpad(((g::bigint * 7919) % 10000000000)::text, 10, '0'),
             initcap(f) || ' ' || initcap(l),
             timestamptz '2024-01-01' + g * interval '20 seconds', timestamptz '2024-01-01' + g * interval '20 seconds'
      from generate_series(1, ${count}) g,
           lateral (select (${textArray(firstNames)})[1 + g % ${firstNames.length}] as f,
                           (${textArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}] as l,
                           (${textArray(domains)})[1 + g % ${domains.length}] as d) as generated
      on conflict do nothing`);
    const loadedMs = performance.now() - started;
    await database.pool.query('vacuum analyze users');
    const vacuumMs = performance.now() - started - loadedMs;
    return { inserted: result.rowCount ?? 0, loadedMs, vacuumMs };
  } finally {
    await database.close();
  }
};

/** Times `path` one request at a time, after a warm-up; every answer must be a 200 with a full page. */
const timeRequests = async (
  server: BenchServer,
  token: string,
  spec: { name: string; path: string; budgetP95: number; minItems: number },
): Promise<LatencyCase> => {
  let totalHeader = '';
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${server.userUrl}${spec.path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as unknown[];
    const elapsed = performance.now() - started;
    if (response.status !== 200 || !Array.isArray(body) || body.length < spec.minItems) {
      throw new Error(`${spec.name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    totalHeader = `Total-Number ${response.headers.get('total-number')}${response.headers.get('total-number-is-capped') ? ' (capped)' : ''}, ${body.length} on the page`;
    return elapsed;
  };
  const samples = await sampleLatency(once, { warmUp, samples: samplesPerCase });
  return { name: spec.name, request: `GET ${spec.path}`, samples, budgetP95: spec.budgetP95, note: totalHeader };
};

/**
 * The management API's user list at a million users in one tenant (issue 6): the first page, a
 * search as the console sends it, and a deep page, each against its p95 budget.
 */
export const users: LatencyBenchmark = {
  kind: 'latency',
  name: 'users',
  description: 'GET /api/users with 1,000,000 users in the tenant (one request at a time)',
  run: async (server, { count = userCount() }) => {
    const loaded = await loadUsers(server.databaseUrl, count);
    const token = await managementToken(server);
    const deepPage = Math.min(5000, Math.floor(count / 20));
    // The newest ryan_garcia<g>: first names cycle every 40 users, last names every 40 × 50.
    const ryanGarcia = 230 + 2000 * Math.floor((count - 230) / 2000);
    const cases: LatencyCase[] = [];
    for (const spec of [
      { name: 'first page', path: '/api/users?page=1&page_size=20', budgetP95: 50, minItems: 20 },
      {
        name: 'search (selective)',
        path: '/api/users?page=1&page_size=20&search=%25ryan.ga%25',
        budgetP95: 100,
        minItems: 20,
      },
      {
        name: 'search (broad)',
        path: '/api/users?page=1&page_size=20&search=%25garcia%25',
        budgetP95: 100,
        minItems: 20,
      },
      {
        // Every email ends in `@corp.example`: a fragment an admin types that matches everyone.
        name: 'search (nearly everyone)',
        path: '/api/users?page=1&page_size=20&search=%25example%25',
        budgetP95: 100,
        minItems: 20,
      },
      {
        name: 'search (one field, exact)',
        path: `/api/users?page=1&page_size=20&search.username=ryan_garcia${ryanGarcia}&mode=exact`,
        budgetP95: 100,
        minItems: 1,
      },
      { name: 'deep page', path: `/api/users?page=${deepPage}&page_size=20`, budgetP95: 200, minItems: 20 },
    ]) {
      console.error(`  timing ${spec.name}...`);
      cases.push(await timeRequests(server, token, spec));
    }
    const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
    return {
      setup: [
        `${loaded.inserted.toLocaleString('en-US')} users loaded in ${seconds(loaded.loadedMs)} (generate_series, indexes in place), VACUUM ANALYZE ${seconds(loaded.vacuumMs)}`,
        `${warmUp} warm-up requests, then ${samplesPerCase} timed, per case; one management token`,
      ],
      cases,
    };
  },
};
