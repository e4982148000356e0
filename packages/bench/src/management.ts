import type { BenchServer } from './server';

/**
 * A management API token of the bench server's machine-to-machine app (client credentials).
 *
 * @example
 * const token = await managementToken(server);
 * await fetch(`${server.userUrl}/api/users`, { headers: { authorization: `Bearer ${token}` } });
 */
export const managementToken = async (server: Pick<BenchServer, 'userUrl' | 'app'>) => {
  const { id, secret, resource } = server.app;
  const response = await fetch(`${server.userUrl}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'all' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`no management token: ${response.status} ${JSON.stringify(body)}`);
  return body.access_token;
};

/** Calls the management API with `token`; throws unless the answer is `expected`. */
export const managementCall = async <T>(
  server: Pick<BenchServer, 'userUrl'>,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  expected = 200,
): Promise<T> => {
  const response = await fetch(`${server.userUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
};
