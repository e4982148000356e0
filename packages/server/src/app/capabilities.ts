import { verificationRecordsPurgeJob } from '../account-center/queries';
import { registerAccountCenterCapability } from '../account-center/routes';
import { registerApplicationRoutes } from '../applications/routes';
import { registerApplicationOrganizationRoutes } from '../applications/routes.organizations';
import { registerApplicationRoleRoutes } from '../applications/routes.roles';
import { registerApplicationSecretRoutes } from '../applications/routes.secrets';
import { registerApplicationThirdPartyRoutes } from '../applications/routes.third-party';
import { registerCaptchaProviderRoutes } from '../captcha/routes';
import { registerConnectorRoutes } from '../connectors/routes';
import { registerConsole } from '../console/static';
import { registerCustomPhraseRoutes } from '../custom-phrases/routes';
import { registerDashboardRoutes } from '../dashboard/routes';
import { connectionTestPurgeJob } from '../enterprise-sso/queries.connection-tests';
import { idpInitiatedPurgeJob } from '../enterprise-sso/queries.idp-initiated';
import { samlPurgeJob } from '../enterprise-sso/queries.saml';
import { registerSsoConnectorRoutes } from '../enterprise-sso/routes';
import { registerConnectionTestRoutes } from '../enterprise-sso/routes.connection-tests';
import { registerSsoIdentityRoutes } from '../enterprise-sso/routes.identities';
import { registerIdpInitiatedRoutes } from '../enterprise-sso/routes.idp-initiated';
import { registerExperiencePages } from '../experience/pages';
import { registerExperienceRoutes } from '../experience/routes';
import { registerHookRoutes } from '../hooks/routes';
import { registerHookLogRoutes } from '../hooks/routes.logs';
import { hookDeliveriesPurgeJob, hookDeliverySweep } from '../hooks/worker';
import { registerJwtCustomizerRoutes } from '../jwt-customizer/routes';
import { logRetentionJobs } from '../logs/retention';
import { registerLogRoutes } from '../logs/routes';
import { registerMeRoutes } from '../me/routes';
import { registerEmailTemplateRoutes } from '../messages/routes';
import { registerMfaRoutes } from '../mfa/routes';
import { registerWebAuthnWellKnown } from '../mfa/routes.well-known';
import { registerSigningKeyRoutes } from '../oidc/routes.keys';
import type { RuntimeRegistry } from '../oidc/runtime';
import { registerOneTimeTokenRoutes } from '../one-time-tokens/routes';
import { registerOrganizationRoutes } from '../organizations/routes';
import { registerOrganizationApplicationRoutes } from '../organizations/routes.applications';
import { registerOrganizationInvitationRoutes } from '../organizations/routes.invitations';
import { registerOrganizationJitRoutes } from '../organizations/routes.jit';
import { registerOrganizationMemberRoutes } from '../organizations/routes.members';
import { registerOrganizationRoleRoutes } from '../organizations/routes.roles';
import { registerOrganizationScopeRoutes } from '../organizations/routes.scopes';
import { limitCountersPurgeJob } from '../platform/attempt-limits';
import type { PlatformDeps } from '../platform/deps';
import { eventOutboxSweep } from '../platform/events';
import type { ApiApp } from '../platform/http/context';
import type { Surface } from '../platform/http/surface';
import type { PeriodicJob } from '../platform/jobs';
import { registerSubscriptionRoutes } from '../quotas/routes';
import { registerResourceRoutes } from '../resources/routes';
import { registerResourceScopeRoutes } from '../resources/routes.scopes';
import { registerRoleRoutes } from '../roles/routes';
import { registerRoleRelationRoutes } from '../roles/routes.relations';
import { samlApplicationRequestsPurgeJob } from '../saml-applications/queries';
import { registerSamlApplicationRoutes } from '../saml-applications/routes';
import { registerSamlApplicationPublicRoutes } from '../saml-applications/routes.public';
import { registerSentinelActivityRoutes } from '../sentinel-activities/routes';
import { registerSignInExperienceRoutes } from '../sign-in-experience/routes';
import { registerCheckPasswordRoute } from '../sign-in-experience/routes.check-password';
import { registerStatusRoutes } from '../status/routes';
import { registerTenantRoutes } from '../tenants/routes';
import { registerTenantMemberRoutes } from '../tenants/routes.members';
import type { TenantService } from '../tenants/service';
import { registerUserAssetFiles } from '../user-assets/files';
import { registerUserAssetRoutes } from '../user-assets/routes';
import { registerUserRoutes } from '../users/routes';
import { registerUserOrganizationRoutes } from '../users/routes.organizations';
import { registerUserPasswordRoutes } from '../users/routes.password';
import { registerUserRelationRoutes } from '../users/routes.relations';
import { registerVerificationCodeRoutes } from '../verification-codes/routes';
import { provisionTenant } from './seed';
import type { ServiceRegistry } from './services';

/** What a capability's routes and jobs are built from. */
export type AppContext = {
  deps: PlatformDeps;
  runtimes: RuntimeRegistry;
  tenants: TenantService;
  services: ServiceRegistry;
};

export type Edition = 'self-hosted' | 'cloud';

/** One capability as the composition root sees it. */
export type Capability = {
  name: string;
  /** The endpoints whose API serves its routes. */
  surfaces: readonly Surface[];
  /** The editions it belongs to; both when absent. */
  editions?: readonly Edition[];
  routes?: (app: ApiApp, context: AppContext) => void;
  /** Background work, run by every instance under a per-job lock (platform/jobs.ts). */
  jobs?: (context: AppContext) => PeriodicJob[];
};

const everywhere = ['user', 'admin'] as const;

/**
 * Every capability, in the order its routes register (a more specific path before a general
 * one where both could match). A new capability is a row here.
 */
export const capabilities: Capability[] = [
  { name: 'status', surfaces: everywhere, routes: (app, { deps }) => registerStatusRoutes(app, deps) },
  {
    name: 'applications',
    surfaces: everywhere,
    routes: (app) => {
      registerApplicationRoutes(app);
      registerApplicationSecretRoutes(app);
      registerApplicationRoleRoutes(app);
      registerApplicationThirdPartyRoutes(app);
    },
  },
  {
    name: 'resources',
    surfaces: everywhere,
    routes: (app) => {
      registerResourceRoutes(app);
      registerResourceScopeRoutes(app);
    },
  },
  {
    name: 'roles',
    surfaces: everywhere,
    routes: (app) => {
      registerRoleRoutes(app);
      registerRoleRelationRoutes(app);
    },
  },
  {
    name: 'users',
    surfaces: everywhere,
    routes: (app, { deps }) => {
      registerUserRoutes(app);
      registerUserPasswordRoutes(app, deps);
      registerUserRelationRoutes(app);
      registerUserOrganizationRoutes(app);
      registerMfaRoutes(app);
      registerApplicationOrganizationRoutes(app);
    },
  },
  {
    name: 'organizations',
    surfaces: everywhere,
    routes: (app) => {
      registerOrganizationScopeRoutes(app);
      registerOrganizationRoleRoutes(app);
      registerOrganizationRoutes(app);
      registerOrganizationMemberRoutes(app);
      registerOrganizationApplicationRoutes(app);
      registerOrganizationJitRoutes(app);
      registerOrganizationInvitationRoutes(app);
    },
  },
  {
    name: 'sign-in-experience',
    surfaces: everywhere,
    routes: (app, { deps, services }) => {
      registerCheckPasswordRoute(app, services.isBreached);
      registerSignInExperienceRoutes(app, deps);
    },
  },
  {
    name: 'webauthn-related-origins',
    surfaces: everywhere,
    routes: (app, { deps, tenants }) => registerWebAuthnWellKnown(app, deps, tenants),
  },
  { name: 'connectors', surfaces: everywhere, routes: (app) => registerConnectorRoutes(app) },
  { name: 'custom-phrases', surfaces: everywhere, routes: (app) => registerCustomPhraseRoutes(app) },
  { name: 'messages', surfaces: everywhere, routes: (app) => registerEmailTemplateRoutes(app) },
  { name: 'jwt-customizer', surfaces: everywhere, routes: (app) => registerJwtCustomizerRoutes(app) },
  {
    name: 'user-assets',
    surfaces: everywhere,
    routes: (app, { deps, tenants }) => {
      registerUserAssetRoutes(app);
      registerUserAssetFiles(app, deps, tenants);
    },
  },
  { name: 'one-time-tokens', surfaces: everywhere, routes: (app) => registerOneTimeTokenRoutes(app) },
  {
    name: 'verification-codes',
    surfaces: everywhere,
    routes: (app, { deps }) => registerVerificationCodeRoutes(app, deps.config.trustProxy),
  },
  {
    name: 'logs',
    surfaces: everywhere,
    routes: (app) => registerLogRoutes(app),
    jobs: ({ deps }) => logRetentionJobs(deps.config.auditLogRetentionDays, deps.logger),
  },
  {
    name: 'hooks',
    surfaces: everywhere,
    routes: (app) => {
      registerHookRoutes(app);
      registerHookLogRoutes(app);
    },
    jobs: ({ deps }) => [hookDeliverySweep(deps.hooks), hookDeliveriesPurgeJob],
  },
  {
    name: 'experience',
    surfaces: everywhere,
    routes: (app, { deps, runtimes, tenants, services }) => {
      registerExperienceRoutes(app, deps, runtimes, services.isBreached);
      registerExperiencePages(app, deps, runtimes, tenants);
    },
  },
  {
    name: 'account-center',
    surfaces: everywhere,
    routes: (app, { deps }) => registerAccountCenterCapability(app, deps),
    jobs: () => [verificationRecordsPurgeJob],
  },
  { name: 'dashboard', surfaces: everywhere, routes: (app) => registerDashboardRoutes(app) },
  { name: 'signing-keys', surfaces: everywhere, routes: (app) => registerSigningKeyRoutes(app) },
  { name: 'captcha', surfaces: everywhere, routes: (app) => registerCaptchaProviderRoutes(app) },
  {
    name: 'enterprise-sso',
    surfaces: everywhere,
    routes: (app) => {
      registerSsoConnectorRoutes(app);
      registerSsoIdentityRoutes(app);
      registerIdpInitiatedRoutes(app);
      registerConnectionTestRoutes(app);
    },
    jobs: () => [samlPurgeJob, idpInitiatedPurgeJob, connectionTestPurgeJob],
  },
  {
    name: 'saml-applications',
    surfaces: everywhere,
    routes: (app, { deps, runtimes }) => {
      registerSamlApplicationRoutes(app);
      registerSamlApplicationPublicRoutes(app, deps, runtimes);
    },
    jobs: () => [samlApplicationRequestsPurgeJob],
  },
  {
    name: 'sentinel-activities',
    surfaces: everywhere,
    routes: (app, { deps }) => registerSentinelActivityRoutes(app, deps),
  },
  // Tenants and their members (DESIGN §4): console users on the admin endpoint. Self-hosted has
  // members of `default` only; the cloud edition creates tenants.
  {
    name: 'tenants',
    surfaces: ['admin'],
    editions: ['cloud'],
    routes: (app, { deps }) => registerTenantRoutes(app, deps, (tenant) => provisionTenant(deps, tenant)),
  },
  {
    name: 'subscriptions',
    surfaces: ['admin'],
    editions: ['cloud'],
    routes: (app, { deps }) => registerSubscriptionRoutes(app, deps),
  },
  {
    name: 'tenant-members',
    surfaces: ['admin'],
    routes: (app, { deps }) => registerTenantMemberRoutes(app, deps, (tenant) => provisionTenant(deps, tenant)),
  },
  { name: 'me', surfaces: ['admin'], routes: (app, { deps, runtimes }) => registerMeRoutes(app, deps, runtimes) },
  { name: 'console', surfaces: ['admin'], routes: (app, { deps }) => registerConsole(app, deps.config) },
  // Infrastructure's own upkeep: forgetting old limit counters, delivering events a crash left behind.
  { name: 'platform', surfaces: [], jobs: ({ deps }) => [limitCountersPurgeJob, eventOutboxSweep(deps.events)] },
];

/** The capabilities an edition runs. */
export const capabilitiesOf = (edition: Edition) =>
  capabilities.filter((capability) => !capability.editions || capability.editions.includes(edition));
