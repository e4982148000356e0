import type { Benchmark } from './benchmarks/types';
import type { BenchServer } from './server';

/** A small client-credentials script: two claims from the context and an environment variable. */
const script = `const getCustomJwtClaims = async ({ token, context, environmentVariables }) => ({
  tier: environmentVariables.TIER,
  app: context.application.id,
  scopes: String(token.scope ?? '').split(' ').length,
});`;

/** The token path with a custom JWT script on (issue 19): at least 1,000 grants/s on the 2-core machine. */
export const customJwtBudget = 1000;

/**
 * `--custom-jwt`: saves a client-credentials script through the management API before the load
 * runs, so every `token` grant runs it in the tenant's isolate, and checks one token carries its claim.
 */
export const enableCustomJwt = async (server: BenchServer) => {
  const { id, secret, resource } = server.app;
  const grant = await fetch(`${server.userUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'all' }).toString(),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const saved = await fetch(`${server.userUrl}/api/configs/jwt-customizer/client-credentials`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ script, environmentVariables: { TIER: 'bench' } }),
  });
  if (saved.status !== 200)
    throw new Error(`saving the custom JWT script failed: ${saved.status} ${await saved.text()}`);
};

/** The token benchmark as run with a script: its own name in the report, and its own budget. */
export const withCustomJwt = (benchmark: Benchmark): Benchmark =>
  benchmark.name === 'token'
    ? {
        ...benchmark,
        name: 'token --custom-jwt',
        description: `${benchmark.description}, custom JWT script on`,
        budget: customJwtBudget,
        // The issue's budget for this run is absolute; the reference provider runs no script.
        reference: undefined,
      }
    : benchmark;
