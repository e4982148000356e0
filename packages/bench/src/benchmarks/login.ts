import { performance } from 'node:perf_hooks';
import type { Measurement } from '../report';
import { runPasswordFlow } from '../sign-in-flow';
import type { Benchmark } from './types';

const password = 'Bench-Tr0ub4dor-9';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

const managementToken = async (userUrl: string, app: { id: string; secret: string; resource: string }) => {
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
  return body.access_token;
};

/**
 * Full authorization-code sign-ins per second: each "connection" is a user in
 * a loop of complete password sign-ins (Argon2id verification included)
 * through the Experience API, ending with the code exchange.
 */
export const login: Benchmark = {
  name: 'login',
  description: 'complete authorization-code sign-ins through the Experience API (Argon2id password check)',
  budget: 40,
  unit: 'sign-ins',
  run: async (server, load): Promise<Measurement> => {
    const token = await managementToken(server.userUrl, server.app);
    const redirectUri = 'http://localhost/bench/callback';
    const created = await fetch(`${server.userUrl}/api/applications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench SPA', type: 'SPA', oidcClientMetadata: { redirectUris: [redirectUri] } }),
    });
    const { id: clientId } = (await created.json()) as { id: string };
    const target = { userUrl: server.userUrl, clientId, redirectUri };

    // One registered user per connection; the registration is the preflight.
    const users = Array.from({ length: load.connections }, (_, index) => `bench_user_${index}`);
    for (const [index, username] of users.entries()) {
      await runPasswordFlow(target, 'Register', username, password, `198.51.100.${index + 1}`);
    }

    const latencies: number[] = [];
    let errors = 0;
    let iteration = 0;
    const started = performance.now();
    const deadline = started + load.duration * 1000;
    await Promise.all(
      users.map(async (username) => {
        while (performance.now() < deadline) {
          iteration += 1;
          // Spread requests over addresses, as many real clients would be (documentation range, RFC 5737).
          const address = `203.0.113.${(iteration % 250) + 1}`;
          const begin = performance.now();
          try {
            await runPasswordFlow(target, 'SignIn', username, password, address);
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
  },
};
