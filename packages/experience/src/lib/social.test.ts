import { describe, expect, it } from 'vitest';
import { connectorName, type SocialConnector } from './social';

const connector = (name: Record<string, string>): SocialConnector => ({
  id: 'abc12345',
  target: 'oidc',
  name,
  logo: 'data:image/svg+xml,',
  logoDark: null,
});

describe('connectorName', () => {
  it('names the connector in the page language, else in English, else in any language it has, else by its target', () => {
    expect(connectorName(connector({ en: 'Acme', de: 'Acme DE' }), 'de')).toBe('Acme DE');
    expect(connectorName(connector({ en: 'Acme', de: 'Acme DE' }), 'ar')).toBe('Acme');
    expect(connectorName(connector({ fr: 'Acme FR' }), 'ja')).toBe('Acme FR');
    expect(connectorName(connector({}), 'ja')).toBe('oidc');
  });
});
