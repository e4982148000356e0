import type { ConsolePhrases } from '@gatehouse/phrases/console/en';
import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import type { ComponentType } from 'react';

export type SidebarGroupKey = keyof ConsolePhrases['sidebar']['groups'];
export type AreaKey = keyof ConsolePhrases['sidebar']['items'];

/** Sidebar groups and items, in the spec's order (spec §2). */
export const sidebarGroups: ReadonlyArray<{ key: SidebarGroupKey; items: readonly AreaKey[] }> = [
  { key: 'overview', items: ['get_started', 'dashboard'] },
  {
    key: 'authentication',
    items: ['applications', 'sign_in_experience', 'mfa', 'connectors', 'enterprise_sso', 'security'],
  },
  { key: 'authorization', items: ['api_resources', 'roles', 'organization_template'] },
  { key: 'users', items: ['organizations', 'users'] },
  { key: 'developer', items: ['signing_keys', 'customize_jwt', 'webhooks', 'audit_logs'] },
  { key: 'tenant', items: ['tenant_settings'] },
];

/** Each item routes to the path made from its title: `api_resources` → `/api-resources`. */
export const areaPath = (key: AreaKey) => `/${key.replaceAll('_', '-')}`;

type PageModule = { default: ComponentType };

/**
 * The areas whose pages are built, loaded on demand (one chunk each). An area
 * that is not here is not in the sidebar, and its paths show the 404 page.
 */
export const areaPages: Partial<Record<AreaKey, () => Promise<PageModule>>> = {
  get_started: () => import('../pages/GetStarted'),
  dashboard: () => import('../pages/Dashboard'),
  applications: () => import('../pages/Applications'),
  sign_in_experience: () => import('../pages/SignInExperience'),
  mfa: () => import('../pages/Mfa'),
  connectors: () => import('../pages/Connectors'),
  enterprise_sso: () => import('../pages/EnterpriseSso'),
  api_resources: () => import('../pages/ApiResources'),
  roles: () => import('../pages/Roles'),
  organization_template: () => import('../pages/OrganizationTemplate'),
  organizations: () => import('../pages/Organizations'),
  users: () => import('../pages/Users'),
  customize_jwt: () => import('../pages/CustomizeJwt'),
  signing_keys: () => import('../pages/SigningKeys'),
  webhooks: () => import('../pages/Webhooks'),
  audit_logs: () => import('../pages/AuditLogs'),
  security: () => import('../pages/Security'),
  tenant_settings: () => import('../pages/TenantSettings'),
};

/**
 * Items shown only under a flag: security with dev features (spec §2). Tenant settings shows in both
 * editions: self-hosted, the admins of `default` manage further console users there (issue 20).
 */
const flagged: Partial<Record<AreaKey, (config: ConsoleConfig) => boolean>> = {
  security: (config) => config.devFeatures,
};

/** The sidebar as this installation shows it: built, allowed items; groups left empty are dropped. */
export const visibleSidebar = (config: ConsoleConfig, pages: Partial<Record<AreaKey, unknown>> = areaPages) =>
  sidebarGroups
    .map((group) => ({
      key: group.key,
      items: group.items.filter((item) => pages[item] !== undefined && (flagged[item]?.(config) ?? true)),
    }))
    .filter((group) => group.items.length > 0);

/** Where the tenant root leads: the first visible sidebar item (spec §2). */
export const firstSidebarPath = (config: ConsoleConfig, pages?: Partial<Record<AreaKey, unknown>>) => {
  const first = visibleSidebar(config, pages)[0]?.items[0];
  if (!first) throw new Error('First sidebar item not found');
  return areaPath(first);
};
