import { describe, expect, it } from 'vitest';
import { isValidNativeRedirectUri, isValidWebRedirectUri } from './redirect-uris';

describe('isValidWebRedirectUri', () => {
  it.each([
    'https://app.example.com/callback',
    'http://app.example.com/callback',
    'http://localhost:3000/callback',
    'https://app.example.com:8443/cb?from=gatehouse',
    'http://127.0.0.1/cb',
  ])('accepts the http(s) URL with a host %j', (uri) => {
    expect(isValidWebRedirectUri(uri)).toBe(true);
  });

  it.each([
    'io.app://callback',
    'com.example:/callback',
    'ftp://files.example.com/cb',
    'javascript:alert(1)',
    'file:///cb',
  ])('rejects the non-http(s) scheme of %j', (uri) => {
    expect(isValidWebRedirectUri(uri)).toBe(false);
  });

  it('rejects a URI with a fragment', () => {
    expect(isValidWebRedirectUri('https://app.example.com/callback#section')).toBe(false);
  });

  it('rejects a URI with an empty fragment', () => {
    expect(isValidWebRedirectUri('https://app.example.com/callback#')).toBe(false);
  });

  it.each(['', 'callback', '/callback', 'app.example.com/callback', 'http://', 'https://exa mple.com/cb', 'not a url'])(
    'rejects the malformed value %j',
    (uri) => {
      expect(isValidWebRedirectUri(uri)).toBe(false);
    },
  );
});

describe('isValidNativeRedirectUri', () => {
  it.each(['io.app://callback', 'com.example:/callback', 'com.example.app:/oauth2redirect', 'myapp://cb'])(
    'accepts the private-use scheme URI %j',
    (uri) => {
      expect(isValidNativeRedirectUri(uri)).toBe(true);
    },
  );

  it('accepts an https claimed link', () => {
    expect(isValidNativeRedirectUri('https://app.example.com/callback')).toBe(true);
  });

  it.each([
    'http://127.0.0.1/callback',
    'http://127.0.0.1:51234/callback',
    'http://localhost:8080/callback',
    'http://LOCALHOST/callback',
    'http://[::1]/callback',
    'http://[::1]:3000/callback',
  ])('accepts http on the loopback address %j', (uri) => {
    expect(isValidNativeRedirectUri(uri)).toBe(true);
  });

  it.each([
    'http://app.example.com/callback',
    'http://127.0.0.2/callback',
    'http://192.168.1.10/callback',
    'http://localhost.example.com/callback',
    'http://[::2]/callback',
  ])('rejects http on the non-loopback host of %j', (uri) => {
    expect(isValidNativeRedirectUri(uri)).toBe(false);
  });

  it.each(['io.app://callback#frag', 'https://app.example.com/cb#frag', 'http://127.0.0.1/cb#frag'])(
    'rejects the URI with a fragment %j',
    (uri) => {
      expect(isValidNativeRedirectUri(uri)).toBe(false);
    },
  );

  it('rejects a URI with an empty fragment', () => {
    expect(isValidNativeRedirectUri('io.app://callback#')).toBe(false);
  });

  it.each(['', 'callback', '/callback', 'https://', 'not a url', '1app://cb'])(
    'rejects the malformed value %j',
    (uri) => {
      expect(isValidNativeRedirectUri(uri)).toBe(false);
    },
  );
});

describe('dangerous schemes', () => {
  it.each(['javascript:alert(1)', 'data:text/html,hi', 'file:///etc/passwd', 'vbscript:msgbox', 'blob:https://a/b'])(
    'refuses %s as a native redirect URI',
    (uri) => {
      expect(isValidNativeRedirectUri(uri)).toBe(false);
    },
  );
});
