import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { describe, expect, it } from 'vitest';
import { areaPages, areaPath, firstSidebarPath, sidebarGroups, visibleSidebar } from './areas';

const config = (overrides: Partial<ConsoleConfig> = {}): ConsoleConfig => ({
  edition: 'self-hosted',
  version: '1.0.0',
  adminEndpoint: 'http://localhost:3002',
  userEndpoint: 'http://localhost:3001',
  resources: { management: 'https://default.gatehouse.local/api', me: 'https://admin.gatehouse.local/me' },
  devFeatures: false,
  ...overrides,
});

const everyArea = Object.fromEntries(sidebarGroups.flatMap((group) => group.items).map((item) => [item, true]));

describe('the sidebar', () => {
  it("has exactly the spec's groups and items, in order", () => {
    expect(sidebarGroups).toEqual([
      { key: 'overview', items: ['get_started', 'dashboard'] },
      {
        key: 'authentication',
        items: ['applications', 'sign_in_experience', 'mfa', 'connectors', 'enterprise_sso', 'security'],
      },
      { key: 'authorization', items: ['api_resources', 'roles', 'organization_template'] },
      { key: 'users', items: ['organizations', 'users'] },
      { key: 'developer', items: ['signing_keys', 'customize_jwt', 'webhooks', 'audit_logs'] },
      { key: 'tenant', items: ['tenant_settings'] },
    ]);
  });

  it('routes each item to the path made from its title', () => {
    expect(areaPath('api_resources')).toBe('/api-resources');
    expect(areaPath('sign_in_experience')).toBe('/sign-in-experience');
    expect(areaPath('mfa')).toBe('/mfa');
  });

  it('hides security unless dev features are on; shows tenant settings in both editions', () => {
    const items = (c: ConsoleConfig) => visibleSidebar(c, everyArea).flatMap((group) => group.items);
    expect(items(config())).not.toContain('security');
    expect(items(config({ devFeatures: true }))).toContain('security');
    expect(visibleSidebar(config(), everyArea).map((group) => group.key)).toContain('tenant');
    expect(visibleSidebar(config({ edition: 'cloud' }), everyArea).map((group) => group.key)).toContain('tenant');
  });

  it('shows only areas whose pages are built, and drops groups left empty', () => {
    expect(visibleSidebar(config(), { roles: true, audit_logs: true })).toEqual([
      { key: 'authorization', items: ['roles'] },
      { key: 'developer', items: ['audit_logs'] },
    ]);
    expect(Object.keys(areaPages).length).toBeGreaterThan(0);
  });

  it('leads the tenant root to the first visible item, or fails naming what is missing', () => {
    expect(firstSidebarPath(config(), { webhooks: true, users: true })).toBe('/users');
    expect(() => firstSidebarPath(config(), {})).toThrow('First sidebar item not found');
  });
});
