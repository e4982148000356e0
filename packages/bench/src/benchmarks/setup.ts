import { performance } from 'node:perf_hooks';
import type { LoadOptions } from '../load';
import type { Measurement } from '../report';

/** What the sign-in benchmarks set up through the management API before their load. */

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

/**
 * Runs `flow` in a loop on each of the load's connections until its duration is up, and measures
 * flows per second and their latency. A failed flow counts as an error (the first three are printed).
 * `iteration` numbers every flow started, across connections.
 */
export const measureFlows = async (
  load: LoadOptions,
  flow: (connection: number, iteration: number) => Promise<void>,
): Promise<Measurement> => {
  const latencies: number[] = [];
  let errors = 0;
  let iteration = 0;
  const started = performance.now();
  const deadline = started + load.duration * 1000;
  await Promise.all(
    Array.from({ length: load.connections }, async (_, connection) => {
      while (performance.now() < deadline) {
        iteration += 1;
        const begin = performance.now();
        try {
          await flow(connection, iteration);
          latencies.push(performance.now() - begin);
        } catch (error) {
          errors += 1;
          if (errors <= 3) console.error(error instanceof Error ? error.message : error);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    connections: load.connections,
    duration: seconds,
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    total: latencies.length,
    errors,
    non2xx: 0,
  };
};

/** A management API client for the bench server's tenant: `call(method, path, body)` → JSON; a non-2xx throws. */
export const managementClient = async (userUrl: string, app: { id: string; secret: string; resource: string }) => {
  const response = await fetch(`${userUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource: app.resource, scope: 'all' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no management token: ${JSON.stringify(body)}`);
  const token = body.access_token;
  return async <T = Record<string, unknown>>(method: string, path: string, payload?: unknown): Promise<T> => {
    const answer = await fetch(`${userUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : {}) as T;
  };
};

/** A single-page application to sign in to: the flow's client. */
export const createSignInTarget = async (management: Awaited<ReturnType<typeof managementClient>>, userUrl: string) => {
  const redirectUri = 'http://localhost/bench/callback';
  const { id: clientId } = await management<{ id: string }>('POST', '/api/applications', {
    name: 'Bench SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri] },
  });
  return { userUrl, clientId, redirectUri };
};
