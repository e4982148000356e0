import http from 'node:http';

/**
 * Like `api` (oidc-client.ts), but every request names `host` in its Host header, as a proxy in front
 * would pass it on: fetch() does not let a caller set Host.
 */
export const hostApi = (baseUrl: string, host: string, token: string) => {
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: any }>((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const request = http.request(
        `${baseUrl}${path}`,
        {
          method,
          headers: {
            host,
            ...(token && { authorization: `Bearer ${token}` }),
            ...(payload !== undefined && { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => {
            let json: unknown = text;
            try {
              json = text ? JSON.parse(text) : undefined;
            } catch {}
            resolve({ status: response.statusCode ?? 0, body: json });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    put: (path: string, body?: unknown) => call('PUT', path, body),
    delete: (path: string) => call('DELETE', path),
  };
};
