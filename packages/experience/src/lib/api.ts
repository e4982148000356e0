/**
 * The pages' client for the Experience API: JSON, same-origin cookies (the
 * interaction cookie is the credential), the UI language, and one error type.
 * Paths are relative, so they resolve under the tenant's `<base href>`.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

let language = 'en';
export const setApiLanguage = (value: string) => {
  language = value;
};

export const apiUrl = (path: string) => new URL(path, document.baseURI).toString();

export const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new ApiFailure(0, 'network', '');
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = (parsed ?? {}) as { code?: string; message?: string; data?: unknown };
    throw new ApiFailure(response.status, error.code ?? 'unknown', error.message ?? '', error.data);
  }
  return parsed as T;
};
