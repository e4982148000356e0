import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Database row types, camel-cased by Kysely's CamelCasePlugin.
 * These never leave the server: responses are shaped by `@gatehouse/schemas`.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: parsed on read; written as a JSON string (see `json()`), since `pg` would send arrays as Postgres arrays. */
type Json<T> = ColumnType<T, string, string>;

export type TenantsTable = {
  id: string;
  name: string;
  tag: 'development' | 'production';
  regionName: 'EU' | 'US' | 'AU';
  isSuspended: Generated<boolean>;
  /** A plan id of `@gatehouse/schemas/plans` (migration 0028). */
  planId: Generated<string>;
  createdAt: Timestamp;
};

/** Tokens issued per tenant and billing month (migration 0028; system connection only). */
export type TokenUsageTable = {
  tenantId: string;
  period: string;
  count: ColumnType<string, number, number>;
};

export type OidcKeysTable = {
  tenantId: string;
  id: string;
  type: 'private-key' | 'cookie-key';
  algorithm: string;
  /** Encrypted with GATEHOUSE_SECRET (platform/secrets.ts). */
  value: string;
  createdAt: Timestamp;
};

export type OidcModelInstancesTable = {
  tenantId: string;
  modelName: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
  consumedAt: NullableTimestamp;
};

export type ApplicationsTable = {
  tenantId: string;
  id: string;
  name: string;
  /** The legacy single secret, encrypted; null for public clients. */
  secret: string | null;
  description: string | null;
  type: 'Native' | 'SPA' | 'Traditional' | 'MachineToMachine' | 'Protected' | 'SAML';
  oidcClientMetadata: Json<{ redirectUris: string[]; postLogoutRedirectUris: string[] } & Record<string, unknown>>;
  customClientMetadata: Json<Record<string, unknown>>;
  protectedAppMetadata: Json<Record<string, unknown> | null>;
  customData: Json<Record<string, unknown>>;
  isThirdParty: Generated<boolean>;
  /** Built-in applications (the console's own client) cannot be changed through the API. */
  isBuiltIn: Generated<boolean>;
  createdAt: Timestamp;
};

export type ApplicationSecretsTable = {
  tenantId: string;
  applicationId: string;
  name: string;
  /** Encrypted with GATEHOUSE_SECRET. */
  value: string;
  createdAt: Timestamp;
  expiresAt: NullableTimestamp;
};

export type ResourcesTable = {
  tenantId: string;
  id: string;
  name: string;
  indicator: string;
  isDefault: Generated<boolean>;
  accessTokenTtl: Generated<number>;
  /** The management API resource: listed but read-only. */
  isBuiltIn: Generated<boolean>;
  createdAt: Timestamp;
};

export type ScopesTable = {
  tenantId: string;
  id: string;
  resourceId: string;
  name: string;
  description: string | null;
  createdAt: Timestamp;
};

export type RolesTable = {
  tenantId: string;
  id: string;
  name: string;
  description: Generated<string>;
  type: Generated<'User' | 'MachineToMachine'>;
  isDefault: Generated<boolean>;
  isBuiltIn: Generated<boolean>;
  createdAt: Timestamp;
};

export type RolesScopesTable = { tenantId: string; roleId: string; scopeId: string };
export type ApplicationsRolesTable = { tenantId: string; applicationId: string; roleId: string };
export type UsersRolesTable = { tenantId: string; userId: string; roleId: string };

/** What a third-party application may ask its users for (migration 0008). */
export type ApplicationConsentUserScopesTable = { tenantId: string; applicationId: string; userScope: string };
export type ApplicationConsentResourceScopesTable = { tenantId: string; applicationId: string; scopeId: string };
export type ApplicationSignInExperiencesTable = {
  tenantId: string;
  applicationId: string;
  displayName: string | null;
  color: Json<{ primaryColor?: string; darkPrimaryColor?: string }>;
  branding: Json<{ logoUrl?: string; darkLogoUrl?: string }>;
  termsOfUseUrl: string | null;
  privacyPolicyUrl: string | null;
};

export type UsersTable = {
  tenantId: string;
  id: string;
  username: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  passwordEncrypted: string | null;
  passwordEncryptionMethod: string | null;
  name: string | null;
  avatar: string | null;
  profile: Json<Record<string, unknown>>;
  applicationId: string | null;
  identities: Json<Record<string, unknown>>;
  customData: Json<Record<string, unknown>>;
  isSuspended: Generated<boolean>;
  lastSignInAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** Organizations and the organization template (migration 0009). */
export type OrganizationScopesTable = {
  tenantId: string;
  id: string;
  name: string;
  description: string | null;
  createdAt: Timestamp;
};
export type OrganizationRolesTable = {
  tenantId: string;
  id: string;
  name: string;
  description: string | null;
  type: Generated<'User' | 'MachineToMachine'>;
  createdAt: Timestamp;
};
export type OrganizationRoleScopesTable = { tenantId: string; organizationRoleId: string; organizationScopeId: string };
export type OrganizationRoleResourceScopesTable = { tenantId: string; organizationRoleId: string; scopeId: string };
export type OrganizationsTable = {
  tenantId: string;
  id: string;
  name: string;
  description: string | null;
  customData: Json<Record<string, unknown>>;
  isMfaRequired: Generated<boolean>;
  branding: Json<{ logoUrl?: string; darkLogoUrl?: string; favicon?: string; darkFavicon?: string }>;
  createdAt: Timestamp;
};
export type OrganizationUsersTable = { tenantId: string; organizationId: string; userId: string; createdAt: Timestamp };
export type OrganizationUserRolesTable = {
  tenantId: string;
  organizationId: string;
  userId: string;
  organizationRoleId: string;
};
export type OrganizationApplicationsTable = {
  tenantId: string;
  organizationId: string;
  applicationId: string;
  createdAt: Timestamp;
};
export type OrganizationApplicationRolesTable = {
  tenantId: string;
  organizationId: string;
  applicationId: string;
  organizationRoleId: string;
};
export type OrganizationJitEmailDomainsTable = { tenantId: string; organizationId: string; emailDomain: string };
export type OrganizationJitRolesTable = { tenantId: string; organizationId: string; organizationRoleId: string };
export type OrganizationInvitationsTable = {
  tenantId: string;
  id: string;
  inviterId: string | null;
  invitee: string;
  acceptedUserId: string | null;
  organizationId: string;
  status: Generated<'Pending' | 'Accepted' | 'Expired' | 'Revoked'>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  expiresAt: Timestamp;
};
export type OrganizationInvitationRolesTable = { tenantId: string; invitationId: string; organizationRoleId: string };

export type CustomDomainsTable = {
  tenantId: string;
  id: string;
  domain: string;
  status: 'PendingVerification' | 'PendingSsl' | 'Active' | 'Error';
  createdAt: Timestamp;
};

export type SignInExperiencesTable = {
  tenantId: string;
  settings: Json<Record<string, unknown>>;
  updatedAt: Timestamp;
};

export type LogsTable = {
  tenantId: string;
  id: string;
  key: string;
  payload: Json<Record<string, unknown>>;
  createdAt: Timestamp;
};

/** rate-limiter-flexible's Postgres store (platform/rate-limits.ts). */
export type RateLimitsTable = { key: string; points: number; expire: string | null };
export type SystemStateTable = { name: string; value: string; updatedAt: Generated<Timestamp> };

/** Migration 0019: one row per user and UTC day they were active (dashboard/). */
export type DailyActiveUsersTable = { tenantId: string; day: string; userId: string; signIns: Generated<number> };

/** Migration 0033: per UTC day, its sign-ins and its active users by days since their previous active day. */
export type DailyActiveUserCountsTable = {
  tenantId: string;
  day: string;
  usersByGap: Generated<number[]>;
  signIns: Generated<number>;
};

/** Migration 0036: per UTC day of `users.created_at`, the users created that day (kept by triggers). */
export type DailyNewUserCountsTable = { tenantId: string; day: string; users: number };

/** Migration 0019: the console's per-tenant settings (dashboard/service.admin-console.ts). */
export type AdminConsoleConfigsTable = {
  tenantId: string;
  checklistHidden: Generated<boolean>;
  updatedAt: Generated<Timestamp>;
};
export type EventsTable = {
  tenantId: string;
  id: string;
  event: string;
  payload: Json<Record<string, unknown>>;
  createdAt: Generated<Date>;
  deliveredAt: Date | null;
};
export type HooksTable = {
  tenantId: string;
  id: string;
  name: string;
  events: Json<string[]>;
  url: string;
  headers: Json<Record<string, string>>;
  retries: number;
  enabled: boolean;
  signingKey: string;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
};
export type HookDeliveriesTable = {
  tenantId: string;
  id: string;
  hookId: string;
  event: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<'Pending' | 'Success' | 'Failed'>;
  attempts: Generated<number>;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  replayOf: string | null;
  createdAt: Generated<Date>;
};
export type HookAttemptsTable = {
  tenantId: string;
  id: string;
  hookId: string;
  deliveryId: string;
  attempt: number;
  url: string;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
  success: boolean;
  createdAt: Date;
};
/** Epoch milliseconds come back from `pg` as strings (bigint). */
export type AttemptLimitsTable = {
  key: string;
  failures: number;
  leased: number;
  windowEnds: string;
  blockedUntil: string | null;
};

/** Connectors, email templates and verification codes (migration 0013). */
export type ConnectorsTable = {
  tenantId: string;
  id: string;
  factoryId: string;
  type: 'email' | 'sms' | 'social';
  target: string | null;
  /** SecretBox-sealed JSON of the whole config. */
  config: string;
  syncProfile: Generated<boolean>;
  enabled: Generated<boolean>;
  metadata: Json<Record<string, unknown>>;
  createdAt: Timestamp;
};
export type EmailTemplatesTable = {
  tenantId: string;
  id: string;
  languageTag: string;
  templateType: string;
  details: Json<Record<string, unknown>>;
  createdAt: Timestamp;
};
export type CustomPhrasesTable = {
  tenantId: string;
  languageTag: string;
  translation: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};
/** Custom JWT claims scripts (migration 0021). */
export type JwtCustomizersTable = {
  tenantId: string;
  tokenType: 'access-token' | 'client-credentials';
  script: string;
  /** A SecretBox-sealed JSON object of name → value. */
  environmentVariables: string;
  contextSample: Json<Record<string, unknown>> | null;
  tokenSample: Json<Record<string, unknown>> | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};
export type CaptchaProvidersTable = {
  tenantId: string;
  type: 'Turnstile' | 'RecaptchaEnterprise';
  siteKey: string;
  /** Sealed by the SecretBox. */
  secretKey: string;
  projectId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};
export type VerificationCodesTable = {
  tenantId: string;
  id: string;
  purpose: string;
  identifierType: 'email' | 'phone';
  identifier: string;
  codeHash: string;
  tryCount: Generated<number>;
  consumedAt: Date | null;
  expiresAt: Date;
  createdAt: Timestamp;
};

export type OneTimeTokensTable = {
  tenantId: string;
  id: string;
  email: string;
  tokenDigest: string;
  context: Json<Record<string, unknown>>;
  status: Generated<'active' | 'consumed' | 'revoked'>;
  expiresAt: Date;
  createdAt: Timestamp;
};

/** The account center and the Account API's verification records (migration 0015). */
export type AccountCentersTable = {
  tenantId: string;
  enabled: Generated<boolean>;
  fields: Json<Record<string, unknown>>;
  updatedAt: Timestamp;
};
export type AccountVerificationRecordsTable = {
  tenantId: string;
  id: string;
  userId: string;
  kind: 'password' | 'code' | 'webauthn';
  identifierType: 'email' | 'phone' | null;
  identifier: string | null;
  /** `webauthn` (migration 0031): the open challenge, then the verified credential. */
  webauthn: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  verified: Generated<boolean>;
  consumedAt: Date | null;
  expiresAt: Date;
  createdAt: Timestamp;
};

/** Users' second factors and trusted devices (migration 0017). */
export type UserMfaVerificationsTable = {
  tenantId: string;
  id: string;
  userId: string;
  type: 'Totp' | 'WebAuthn' | 'BackupCode';
  name: string | null;
  /** TOTP: the base32 secret, sealed by the SecretBox. */
  secret: string | null;
  /** TOTP: the last time step accepted (a bigint, read as text). */
  lastTimeStep: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** Backup codes: each code's keyed digest and when it was used. */
  codes: ColumnType<{ digest: string; usedAt: number | null }[] | null, string | null | undefined, string | null>;
  /** WebAuthn (migration 0023): the credential's id and COSE public key, base64url. */
  credentialId: string | null;
  publicKey: string | null;
  /** WebAuthn: the signature counter of the last accepted assertion (a bigint, read as text). */
  counter: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** WebAuthn: the transports the browser reported at registration. */
  transports: ColumnType<string[] | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  lastUsedAt: Date | null;
};
export type MfaTrustedDevicesTable = {
  tenantId: string;
  id: string;
  userId: string;
  expiresAt: Date;
  createdAt: Timestamp;
};

export type SsoConnectorsTable = {
  tenantId: string;
  id: string;
  providerName: string;
  connectorName: string;
  /** Sealed by the SecretBox: the provider's config as one JSON document. */
  config: string;
  branding: Json<Record<string, unknown>>;
  syncProfile: Generated<boolean>;
  /** SAML only, sealed by the SecretBox: the service provider's key pair (JSON), for encrypted assertions. */
  samlSpKey: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
};
export type SsoConnectorDomainsTable = { tenantId: string; domain: string; ssoConnectorId: string };
export type UserSsoIdentitiesTable = {
  tenantId: string;
  id: string;
  userId: string;
  ssoConnectorId: string;
  issuer: string;
  identityId: string;
  detail: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};
export type SsoSamlRequestsTable = {
  tenantId: string;
  id: string;
  ssoConnectorId: string;
  state: string;
  redirectUri: string;
  /** Set once by the ACS: the verified assertion's issuer, subject and attributes. */
  result: ColumnType<Record<string, unknown> | null, string | undefined, string>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
};
export type SsoSamlAssertionsTable = { tenantId: string; ssoConnectorId: string; id: string; expiresAt: Timestamp };
export type SsoIdpInitiatedConfigsTable = {
  tenantId: string;
  ssoConnectorId: string;
  enabled: boolean;
  defaultApplicationId: string;
  redirectUri: string;
  authParameters: Json<Record<string, string>>;
  autoSendAuthorizationRequest: boolean;
  updatedAt: Timestamp;
};
export type SsoIdpInitiatedSessionsTable = {
  tenantId: string;
  /** The SHA-256 of the browser's cookie. */
  id: string;
  ssoConnectorId: string;
  result: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
};
export type SsoConnectionTestsTable = {
  tenantId: string;
  id: string;
  ssoConnectorId: string;
  /** The state sent to the provider: a test's callback is found by it. */
  state: string;
  status: 'pending' | 'started' | 'succeeded' | 'failed';
  /** What the callback needs (nonce and PKCE verifier, or the AuthnRequest id), once started. */
  flow: ColumnType<Record<string, string> | null, string | undefined, string | null>;
  result: ColumnType<Record<string, unknown> | null, string | undefined, string | null>;
  error: ColumnType<{ code: string } | null, string | undefined, string | null>;
  createdAt: Timestamp;
  expiresAt: Timestamp;
};
export type OrganizationJitSsoConnectorsTable = { tenantId: string; organizationId: string; ssoConnectorId: string };
export type SamlApplicationConfigsTable = {
  tenantId: string;
  applicationId: string;
  entityId: string;
  acsUrl: Json<{ binding: string; url: string }>;
  attributeMapping: Json<Record<string, string>>;
  nameIdFormat: string;
  encryption: Json<{ encryptAssertion: boolean; encryptThenSign: boolean; certificate?: string } | null>;
  /** Migration 0032: the SP signs its AuthnRequests with this certificate's key. */
  authnRequestsSigned: ColumnType<boolean, boolean | undefined, boolean>;
  requestSigningCertificate: string | null;
};
export type SamlApplicationSecretsTable = {
  tenantId: string;
  id: string;
  applicationId: string;
  /** SecretBox-sealed PEM. */
  privateKey: string;
  certificate: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  active: boolean;
};
export type SamlApplicationRequestsTable = {
  tenantId: string;
  id: string;
  applicationId: string;
  requestId: string | null;
  relayState: string | null;
  codeVerifier: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
};
export type DatabaseSchema = {
  tenants: TenantsTable;
  tokenUsage: TokenUsageTable;
  oidcKeys: OidcKeysTable;
  oidcModelInstances: OidcModelInstancesTable;
  applications: ApplicationsTable;
  applicationSecrets: ApplicationSecretsTable;
  resources: ResourcesTable;
  scopes: ScopesTable;
  roles: RolesTable;
  rolesScopes: RolesScopesTable;
  applicationsRoles: ApplicationsRolesTable;
  users: UsersTable;
  /** Read-only view of the current tenant's users that the planner may search with trigram indexes (migration 0007). */
  usersInTenant: UsersTable;
  usersRoles: UsersRolesTable;
  applicationConsentUserScopes: ApplicationConsentUserScopesTable;
  applicationConsentResourceScopes: ApplicationConsentResourceScopesTable;
  applicationSignInExperiences: ApplicationSignInExperiencesTable;
  organizationScopes: OrganizationScopesTable;
  organizationRoles: OrganizationRolesTable;
  organizationRoleScopes: OrganizationRoleScopesTable;
  organizationRoleResourceScopes: OrganizationRoleResourceScopesTable;
  organizations: OrganizationsTable;
  organizationUsers: OrganizationUsersTable;
  organizationUserRoles: OrganizationUserRolesTable;
  organizationApplications: OrganizationApplicationsTable;
  organizationApplicationRoles: OrganizationApplicationRolesTable;
  organizationJitEmailDomains: OrganizationJitEmailDomainsTable;
  organizationJitRoles: OrganizationJitRolesTable;
  organizationInvitations: OrganizationInvitationsTable;
  organizationInvitationRoles: OrganizationInvitationRolesTable;
  customDomains: CustomDomainsTable;
  rateLimits: RateLimitsTable;
  systemState: SystemStateTable;
  dailyActiveUsers: DailyActiveUsersTable;
  dailyActiveUserCounts: DailyActiveUserCountsTable;
  dailyNewUserCounts: DailyNewUserCountsTable;
  adminConsoleConfigs: AdminConsoleConfigsTable;
  attemptLimits: AttemptLimitsTable;
  connectors: ConnectorsTable;
  emailTemplates: EmailTemplatesTable;
  customPhrases: CustomPhrasesTable;
  jwtCustomizers: JwtCustomizersTable;
  verificationCodes: VerificationCodesTable;
  oneTimeTokens: OneTimeTokensTable;
  events: EventsTable;
  hooks: HooksTable;
  hookDeliveries: HookDeliveriesTable;
  hookAttempts: HookAttemptsTable;
  signInExperiences: SignInExperiencesTable;
  logs: LogsTable;
  accountCenters: AccountCentersTable;
  accountVerificationRecords: AccountVerificationRecordsTable;
  userMfaVerifications: UserMfaVerificationsTable;
  mfaTrustedDevices: MfaTrustedDevicesTable;
  captchaProviders: CaptchaProvidersTable;
  ssoConnectors: SsoConnectorsTable;
  ssoConnectorDomains: SsoConnectorDomainsTable;
  userSsoIdentities: UserSsoIdentitiesTable;
  organizationJitSsoConnectors: OrganizationJitSsoConnectorsTable;
  ssoSamlRequests: SsoSamlRequestsTable;
  ssoSamlAssertions: SsoSamlAssertionsTable;
  samlApplicationConfigs: SamlApplicationConfigsTable;
  samlApplicationSecrets: SamlApplicationSecretsTable;
  samlApplicationRequests: SamlApplicationRequestsTable;
  ssoIdpInitiatedConfigs: SsoIdpInitiatedConfigsTable;
  ssoIdpInitiatedSessions: SsoIdpInitiatedSessionsTable;
  ssoConnectionTests: SsoConnectionTestsTable;
};

export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type RoleRow = Selectable<RolesTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type UserRow = Selectable<UsersTable>;
