import * as client from 'openid-client';

/** Discovery with a certified RP library, allowing http on localhost. */
export const discover = (
  issuer: string,
  clientId: string,
  secret?: string,
  method: 'post' | 'basic' | 'none' = 'post',
) =>
  client.discovery(
    new URL(issuer),
    clientId,
    secret,
    method === 'none'
      ? client.None()
      : method === 'basic'
        ? client.ClientSecretBasic(secret)
        : client.ClientSecretPost(secret),
    { execute: [client.allowInsecureRequests] },
  );

/** A management API access token via client_credentials, as `@logto/api` gets one. */
export const managementToken = async (issuer: string, app: { id: string; secret: string; resource: string }) => {
  const config = await discover(issuer, app.id, app.secret);
  const tokens = await client.clientCredentialsGrant(config, { resource: app.resource, scope: 'all' });
  return tokens.access_token;
};

/** `fetch` with a bearer token and JSON, for management API calls in tests. */
export const api = (baseUrl: string, token?: string) => {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, headers: response.headers, body: json as any };
  };
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
};

/** Fetches and parses JSON, loosely typed for assertions. */
export const getJson = async (url: string, init?: RequestInit): Promise<any> => (await fetch(url, init)).json();

export { client };
