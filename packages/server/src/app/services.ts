import { createAccountCenterService } from '../account-center/service';
import { createApplicationService } from '../applications/service';
import { createThirdPartyService } from '../applications/service.third-party';
import { createCaptchaService } from '../captcha/service';
import { createConnectorService } from '../connectors/service';
import { createCustomPhraseService } from '../custom-phrases/service';
import { createDashboardService } from '../dashboard/service';
import { createAdminConsoleService } from '../dashboard/service.admin-console';
import { createConnectionTestService } from '../enterprise-sso/connection-tests';
import { createSsoConnectorService } from '../enterprise-sso/service';
import { createSsoIdentityService } from '../enterprise-sso/service.identities';
import { createIdpInitiatedService } from '../enterprise-sso/service.idp-initiated';
import { createHookService } from '../hooks/service';
import { createJwtCustomizerService } from '../jwt-customizer/service';
import { createLogService } from '../logs/service';
import { createMessageService } from '../messages/service';
import { createMfaService } from '../mfa/service';
import { createSigningKeyService } from '../oidc/service.keys';
import { createOneTimeTokenService } from '../one-time-tokens/service';
import { createOrganizationService } from '../organizations/service';
import { createOrganizationApplicationService } from '../organizations/service.applications';
import { createInvitationService } from '../organizations/service.invitations';
import { createJitService } from '../organizations/service.jit';
import { createOrganizationTemplateService } from '../organizations/service.template';
import { createBreachedPasswordChecker } from '../passwords/breached';
import type { PlatformDeps } from '../platform/deps';
import { LruMap } from '../platform/lru';
import { createResourceService } from '../resources/service';
import { createRoleService } from '../roles/service';
import { createSamlApplicationService } from '../saml-applications/service';
import { createSignInExperienceService } from '../sign-in-experience/service';
import { createUserAssetService } from '../user-assets/service';
import { createUserService } from '../users/service';
import { createVerificationCodeService } from '../verification-codes/service';

/**
 * Every capability's service for one tenant, built on first use and kept for the tenant's
 * lifetime on this instance (services hold no per-request state). Routes read it from the
 * request context (`c.var.services`, set by the tenant middleware in app/api.ts).
 */
export type TenantServices = {
  applications: ReturnType<typeof createApplicationService>;
  thirdParty: ReturnType<typeof createThirdPartyService>;
  resources: ReturnType<typeof createResourceService>;
  roles: ReturnType<typeof createRoleService>;
  users: ReturnType<typeof createUserService>;
  signInExperience: ReturnType<typeof createSignInExperienceService>;
  logs: ReturnType<typeof createLogService>;
  hooks: ReturnType<typeof createHookService>;
  organizations: ReturnType<typeof createOrganizationService>;
  organizationApplications: ReturnType<typeof createOrganizationApplicationService>;
  organizationTemplate: ReturnType<typeof createOrganizationTemplateService>;
  jit: ReturnType<typeof createJitService>;
  invitations: ReturnType<typeof createInvitationService>;
  connectors: ReturnType<typeof createConnectorService>;
  messages: ReturnType<typeof createMessageService>;
  customPhrases: ReturnType<typeof createCustomPhraseService>;
  jwtCustomizer: ReturnType<typeof createJwtCustomizerService>;
  verificationCodes: ReturnType<typeof createVerificationCodeService>;
  oneTimeTokens: ReturnType<typeof createOneTimeTokenService>;
  userAssets: ReturnType<typeof createUserAssetService>;
  accountCenter: ReturnType<typeof createAccountCenterService>;
  signingKeys: ReturnType<typeof createSigningKeyService>;
  dashboard: ReturnType<typeof createDashboardService>;
  adminConsole: ReturnType<typeof createAdminConsoleService>;
  mfa: ReturnType<typeof createMfaService>;
  captcha: ReturnType<typeof createCaptchaService>;
  ssoConnectors: ReturnType<typeof createSsoConnectorService>;
  ssoIdentities: ReturnType<typeof createSsoIdentityService>;
  samlApplications: ReturnType<typeof createSamlApplicationService>;
  ssoIdpInitiated: ReturnType<typeof createIdpInitiatedService>;
  ssoConnectionTests: ReturnType<typeof createConnectionTestService>;
};

declare module 'hono' {
  interface ContextVariableMap {
    /** The request's tenant's services (app/services.ts). */
    services: TenantServices;
  }
}

/** An object whose properties are built by their factories on first read, then kept. */
const lazily = <T extends object>(factories: { [K in keyof T]: () => T[K] }): T => {
  const target = {} as T;
  for (const key of Object.keys(factories) as (keyof T)[]) {
    Object.defineProperty(target, key, {
      configurable: true,
      enumerable: true,
      get: () => {
        const value = factories[key]();
        Object.defineProperty(target, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return target;
};

/**
 * The per-tenant services of this instance.
 *
 * @example
 * const services = createServiceRegistry(deps);
 * const roles = await services.of('default').roles.list({}, undefined);
 */
export const createServiceRegistry = (deps: PlatformDeps) => {
  // One breached-password checker for every tenant: its dictionary loads once.
  const isBreached = createBreachedPasswordChecker({ rangeApiUrl: deps.config.pwnedPasswordsUrl, logger: deps.logger });
  // Bounded: services are cheap to rebuild, so only recently used tenants keep theirs.
  const byTenant = new LruMap<string, TenantServices>(2000);

  const build = (tenantId: string): TenantServices =>
    lazily<TenantServices>({
      applications: () => createApplicationService(deps, tenantId),
      thirdParty: () => createThirdPartyService(deps, tenantId),
      resources: () => createResourceService(deps, tenantId),
      roles: () => createRoleService(deps, tenantId),
      users: () => createUserService(deps, tenantId, { isBreached }),
      signInExperience: () => createSignInExperienceService(deps, tenantId),
      logs: () => createLogService(deps, tenantId),
      hooks: () => createHookService(deps, tenantId),
      organizations: () => createOrganizationService(deps, tenantId),
      organizationApplications: () => createOrganizationApplicationService(deps, tenantId),
      organizationTemplate: () => createOrganizationTemplateService(deps, tenantId),
      jit: () => createJitService(deps, tenantId),
      invitations: () => createInvitationService(deps, tenantId),
      connectors: () => createConnectorService(deps, tenantId),
      messages: () => createMessageService(deps, tenantId),
      customPhrases: () => createCustomPhraseService(deps, tenantId),
      jwtCustomizer: () => createJwtCustomizerService(deps, tenantId),
      verificationCodes: () => createVerificationCodeService(deps, tenantId),
      oneTimeTokens: () => createOneTimeTokenService(deps, tenantId),
      userAssets: () => createUserAssetService(deps, tenantId),
      accountCenter: () => createAccountCenterService(deps, tenantId),
      signingKeys: () => createSigningKeyService(deps, tenantId),
      dashboard: () => createDashboardService(deps, tenantId),
      adminConsole: () => createAdminConsoleService(deps, tenantId),
      mfa: () => createMfaService(deps, tenantId),
      captcha: () => createCaptchaService(deps, tenantId),
      ssoConnectors: () => createSsoConnectorService(deps, tenantId),
      ssoIdentities: () => createSsoIdentityService(deps, tenantId),
      samlApplications: () => createSamlApplicationService(deps, tenantId),
      ssoIdpInitiated: () => createIdpInitiatedService(deps, tenantId),
      ssoConnectionTests: () => createConnectionTestService(deps, tenantId),
    });

  return {
    isBreached,
    of: (tenantId: string): TenantServices => {
      let services = byTenant.get(tenantId);
      if (!services) {
        services = build(tenantId);
        byTenant.set(tenantId, services);
      }
      return services;
    },
    /** A deleted tenant's services go with it. */
    forget: (tenantId: string) => byTenant.delete(tenantId),
  };
};

export type ServiceRegistry = ReturnType<typeof createServiceRegistry>;
