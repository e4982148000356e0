import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import {
  issuerFor,
  managementIndicator,
  resolveUserEndpointTenant,
  tenantBaseUrl,
  webAuthnRelyingParty,
} from './tenancy';

const pathConfig = loadConfig({}, '/tmp');
const domainConfig = loadConfig(
  { GATEHOUSE_ENDPOINT: 'https://id.example.com:8443', GATEHOUSE_TENANT_DOMAIN: 'tenants.example.com' },
  '/tmp',
);
const customDomains: ReadonlyMap<string, string> = new Map([['login.acme.com', 'acme']]);
const noCustomDomains: ReadonlyMap<string, string> = new Map();

describe('resolveUserEndpointTenant', () => {
  it('resolves a custom domain first, ahead of the tenant domain host and the path prefix', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'login.acme.com', '/t/other/oidc', customDomains)).toEqual({
      tenantId: 'acme',
      prefix: '',
      customDomain: 'login.acme.com',
    });
  });

  it('resolves {tenantId}.<GATEHOUSE_TENANT_DOMAIN> ahead of the path prefix', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'beta.tenants.example.com', '/t/other/oidc', customDomains)).toEqual(
      { tenantId: 'beta', prefix: '' },
    );
  });

  it('resolves the /t/{tenantId} path prefix when the host matches no tenant', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'id.example.com', '/t/beta/oidc/auth', customDomains)).toEqual({
      tenantId: 'beta',
      prefix: '/t/beta',
    });
    expect(resolveUserEndpointTenant(pathConfig, 'localhost:3001', '/t/beta', noCustomDomains)).toEqual({
      tenantId: 'beta',
      prefix: '/t/beta',
    });
  });

  it('falls back to the default tenant', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'id.example.com', '/oidc/auth', customDomains)).toEqual({
      tenantId: 'default',
      prefix: '',
    });
    expect(resolveUserEndpointTenant(pathConfig, undefined, '/', noCustomDomains)).toEqual({
      tenantId: 'default',
      prefix: '',
    });
  });

  it('ignores the port and the letter case of the host', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'Login.ACME.com:443', '/', customDomains).tenantId).toBe('acme');
    expect(resolveUserEndpointTenant(domainConfig, 'BETA.tenants.example.com:8443', '/', customDomains)).toEqual({
      tenantId: 'beta',
      prefix: '',
    });
  });

  it('ignores a subdomain label that is not a valid tenant id and goes on to the path', () => {
    for (const host of ['-bad.tenants.example.com', 'a.b.tenants.example.com', 'under_score.tenants.example.com']) {
      expect(resolveUserEndpointTenant(domainConfig, host, '/t/beta/x', customDomains), host).toEqual({
        tenantId: 'beta',
        prefix: '/t/beta',
      });
      expect(resolveUserEndpointTenant(domainConfig, host, '/', customDomains).tenantId, host).toBe('default');
    }
  });

  it('does not treat the tenant domain itself, or a host merely ending in it, as a tenant host', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'tenants.example.com', '/', customDomains).tenantId).toBe('default');
    expect(resolveUserEndpointTenant(domainConfig, 'eviltenants.example.com', '/', customDomains).tenantId).toBe(
      'default',
    );
  });

  it('does not match tenant hosts when no tenant domain is configured', () => {
    expect(resolveUserEndpointTenant(pathConfig, 'beta.tenants.example.com', '/', noCustomDomains).tenantId).toBe(
      'default',
    );
  });

  it('returns a prefix only for the path form', () => {
    expect(resolveUserEndpointTenant(domainConfig, 'login.acme.com', '/t/x', customDomains).prefix).toBe('');
    expect(resolveUserEndpointTenant(domainConfig, 'beta.tenants.example.com', '/t/x', customDomains).prefix).toBe('');
    expect(resolveUserEndpointTenant(domainConfig, 'id.example.com', '/t/x/y', customDomains).prefix).toBe('/t/x');
    expect(resolveUserEndpointTenant(domainConfig, 'id.example.com', '/y', customDomains).prefix).toBe('');
  });

  it('does not treat /t alone, /t/, an empty segment or /tenants/x as a tenant prefix', () => {
    for (const pathname of ['/t', '/t/', '/t//x', '/tenants/x', '/tx/y', '/x/t/y']) {
      expect(resolveUserEndpointTenant(pathConfig, 'localhost', pathname, noCustomDomains), pathname).toEqual({
        tenantId: 'default',
        prefix: '',
      });
    }
  });

  it('percent-decodes the tenant id of the path form but keeps the raw prefix', () => {
    expect(resolveUserEndpointTenant(pathConfig, 'localhost', '/t/a%2Db/oidc', noCustomDomains)).toEqual({
      tenantId: 'a-b',
      prefix: '/t/a%2Db',
    });
  });
});

describe('tenantBaseUrl and issuerFor', () => {
  it('place the admin tenant on the admin endpoint', () => {
    expect(tenantBaseUrl(pathConfig, 'admin')).toBe('http://localhost:3002');
    expect(issuerFor(pathConfig, 'admin')).toBe('http://localhost:3002/oidc');
    expect(issuerFor(domainConfig, 'admin')).toBe('http://localhost:3002/oidc');
  });

  it("place the default tenant at the user endpoint's root", () => {
    expect(tenantBaseUrl(pathConfig, 'default')).toBe('http://localhost:3001');
    expect(issuerFor(pathConfig, 'default')).toBe('http://localhost:3001/oidc');
    expect(issuerFor(domainConfig, 'default')).toBe('https://id.example.com:8443/oidc');
  });

  it("place a tenant on {tenantId}.<domain> with the endpoint's protocol and port when a tenant domain is set", () => {
    expect(tenantBaseUrl(domainConfig, 'acme')).toBe('https://acme.tenants.example.com:8443');
    expect(issuerFor(domainConfig, 'acme')).toBe('https://acme.tenants.example.com:8443/oidc');
    const defaultPort = loadConfig(
      { GATEHOUSE_ENDPOINT: 'https://id.example.com', GATEHOUSE_TENANT_DOMAIN: 'tenants.example.com' },
      '/tmp',
    );
    expect(issuerFor(defaultPort, 'acme')).toBe('https://acme.tenants.example.com/oidc');
  });

  it('place a tenant under /t/{tenantId} of the user endpoint when no tenant domain is set', () => {
    expect(tenantBaseUrl(pathConfig, 'acme')).toBe('http://localhost:3001/t/acme');
    expect(issuerFor(pathConfig, 'acme')).toBe('http://localhost:3001/t/acme/oidc');
    const behindProxy = loadConfig({ GATEHOUSE_ENDPOINT: 'https://id.example.com/' }, '/tmp');
    expect(issuerFor(behindProxy, 'acme')).toBe('https://id.example.com/t/acme/oidc');
  });

  it('resolve back to the same tenant from the issuer host and path', () => {
    for (const [config, domains] of [
      [pathConfig, noCustomDomains],
      [domainConfig, customDomains],
    ] as const) {
      const url = new URL(issuerFor(config, 'acme'));
      expect(resolveUserEndpointTenant(config, url.host, url.pathname, domains).tenantId).toBe('acme');
    }
  });
});

describe('managementIndicator', () => {
  it('uses https://{tenantId}.gatehouse.local/api by default', () => {
    expect(managementIndicator(pathConfig, 'acme')).toBe('https://acme.gatehouse.local/api');
    expect(managementIndicator(pathConfig, 'default')).toBe('https://default.gatehouse.local/api');
  });

  it('fills every {tenantId} of a custom GATEHOUSE_MANAGEMENT_INDICATOR pattern', () => {
    const config = loadConfig(
      { GATEHOUSE_MANAGEMENT_INDICATOR: 'https://api.example.com/{tenantId}/{tenantId}' },
      '/tmp',
    );
    expect(managementIndicator(config, 'acme')).toBe('https://api.example.com/acme/acme');
  });
});

describe('resolveUserEndpointTenant edge cases', () => {
  const config = loadConfig({}, '/tmp');
  it('ignores the query string when reading a /t/{tenantId} prefix', () => {
    expect(resolveUserEndpointTenant(config, 'localhost', '/t/acme?x=1', new Map())).toEqual({
      tenantId: 'acme',
      prefix: '/t/acme',
    });
  });
  it('keeps a malformed escape as written instead of throwing, so the tenant is simply unknown', () => {
    expect(resolveUserEndpointTenant(config, 'localhost', '/t/%E0/oidc', new Map()).tenantId).toBe('%E0');
  });
});

describe('webAuthnRelyingParty', () => {
  it("is the tenant's endpoint host, or the custom domain the request came on", () => {
    expect(webAuthnRelyingParty(domainConfig, 'beta')).toEqual({
      id: 'beta.tenants.example.com',
      origin: 'https://beta.tenants.example.com:8443',
    });
    expect(webAuthnRelyingParty(domainConfig, 'acme', 'login.acme.com')).toEqual({
      id: 'login.acme.com',
      origin: 'https://login.acme.com',
    });
    const { origin } = new URL(pathConfig.endpoint);
    expect(webAuthnRelyingParty(pathConfig, 'acme')).toEqual({ id: new URL(origin).hostname, origin });
  });
});
