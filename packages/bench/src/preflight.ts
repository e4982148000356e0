/**
 * One request by hand before a run, so a benchmark never measures a fast
 * error: returns the parsed JSON body, or throws naming the status and body.
 */
export const preflight = async <T>(
  name: string,
  url: string,
  init: RequestInit,
  isValid: (body: T) => boolean,
): Promise<T> => {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: T | undefined;
  try {
    body = JSON.parse(text) as T;
  } catch {
    body = undefined;
  }
  if (response.status !== 200 || typeof body !== 'object' || body === null || !isValid(body)) {
    throw new Error(`${name} preflight failed: ${response.status} ${text.slice(0, 500)}`);
  }
  return body;
};
