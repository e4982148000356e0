import { checkedString, isLoopback, uniqueListGuard } from './urls';

/**
 * Redirect URI rules (spec §5): web applications use http or https; native
 * applications use a private-use (custom, non-http) scheme, and — as RFC 8252
 * §7.2/§7.3 allows — an https claimed link or an http loopback address.
 */
const customSchemeProtocol = /^[a-z][a-z0-9+.-]*:$/i;
/** Schemes that run code or read local data in a browser or OS are never redirect targets. */
const dangerousProtocols = new Set(['javascript:', 'data:', 'file:', 'vbscript:', 'about:', 'blob:', 'filesystem:']);

/** Parses a redirect URI; any fragment, even an empty `#`, is refused (RFC 6749 §3.1.2). */
const parse = (value: string): URL | undefined => {
  if (value.includes('#')) return undefined;
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

export const isValidWebRedirectUri = (value: string): boolean => {
  const url = parse(value);
  return Boolean(url && (url.protocol === 'http:' || url.protocol === 'https:') && url.host);
};

export const isValidNativeRedirectUri = (value: string): boolean => {
  const url = parse(value);
  if (!url || dangerousProtocols.has(url.protocol)) return false;
  if (url.protocol === 'https:') return Boolean(url.host);
  if (url.protocol === 'http:') return isLoopback(url);
  return customSchemeProtocol.test(url.protocol);
};

/** A redirect URI list of a web (or any non-native) application: http(s) URIs, each once. */
export const webRedirectUrisGuard = uniqueListGuard(
  checkedString(isValidWebRedirectUri, 'form_errors.invalid_web_redirect_uri'),
);
/** A redirect URI list of a native application: what `isValidNativeRedirectUri` allows, each once. */
export const nativeRedirectUrisGuard = uniqueListGuard(
  checkedString(isValidNativeRedirectUri, 'form_errors.invalid_native_redirect_uri'),
);
/** The redirect URI list rules for an application type. */
export const redirectUrisGuardFor = (type: string) =>
  type === 'Native' ? nativeRedirectUrisGuard : webRedirectUrisGuard;
