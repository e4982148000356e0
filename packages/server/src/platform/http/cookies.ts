import type { IncomingMessage } from 'node:http';

/** A cookie the request carries, by name (the raw value), or undefined. */
export const requestCookie = (req: Pick<IncomingMessage, 'headers'>, name: string): string | undefined => {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};
