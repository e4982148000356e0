/**
 * Redirect URI rules (spec §5): web applications use http or https; native
 * applications use a private-use (custom, non-http) scheme, and — as RFC 8252
 * §7.2/§7.3 allows — an https claimed link or an http loopback address.
 */
const customSchemeProtocol = /^[a-z][a-z0-9+.-]*:$/i;
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

export const isValidWebRedirectUri = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && (url.protocol === 'http:' || url.protocol === 'https:') && url.host && !url.hash);
};

export const isValidNativeRedirectUri = (value: string): boolean => {
  const url = parse(value);
  if (!url || url.hash) return false;
  if (url.protocol === 'https:') return Boolean(url.host);
  if (url.protocol === 'http:') return loopbackHosts.has(url.hostname) || loopbackHosts.has(`[${url.hostname}]`);
  return customSchemeProtocol.test(url.protocol);
};
