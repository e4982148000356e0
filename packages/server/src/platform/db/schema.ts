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
  createdAt: Timestamp;
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
  mfaVerifications: Json<unknown[]>;
  isSuspended: Generated<boolean>;
  lastSignInAt: NullableTimestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

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

export type DatabaseSchema = {
  tenants: TenantsTable;
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
  usersRoles: UsersRolesTable;
  customDomains: CustomDomainsTable;
  rateLimits: RateLimitsTable;
  signInExperiences: SignInExperiencesTable;
  logs: LogsTable;
};

export type ApplicationRow = Selectable<ApplicationsTable>;
export type NewApplicationRow = Insertable<ApplicationsTable>;
export type RoleRow = Selectable<RolesTable>;
export type ResourceRow = Selectable<ResourcesTable>;
export type UserRow = Selectable<UsersTable>;
