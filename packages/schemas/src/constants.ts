/** Business constants of spec §9 shared by server, console and sign-in pages. */
export const defaultTenantId = 'default';
export const adminTenantId = 'admin';
export const adminConsoleApplicationId = 'admin-console';
export const defaultPrimaryColor = '#6139F6';
export const fallbackLanguage = 'en';

export const seconds = { minute: 60, hour: 3600, day: 86_400 } as const;

export const defaultIdTokenTtlSeconds = seconds.hour;
export const defaultAccessTokenTtlSeconds = seconds.hour;
export const defaultRefreshTokenTtlDays = 14;
export const refreshTokenTtlDaysRange = { min: 1, max: 90 } as const;

/** Name of the built-in machine-to-machine role that holds the management API's `all` scope. */
export const managementApiAccessRoleName = 'Management API access';
export const managementApiScopeAll = 'all';
/** Default pattern of a tenant's management API indicator; `{tenantId}` is replaced. */
export const defaultManagementIndicatorPattern = 'https://{tenantId}.gatehouse.local/api';

export const managementIndicatorFor = (tenantId: string, pattern = defaultManagementIndicatorPattern) =>
  pattern.replaceAll('{tenantId}', tenantId);

export const pagination = { defaultPageSize: 20, maxPageSize: 100 } as const;
