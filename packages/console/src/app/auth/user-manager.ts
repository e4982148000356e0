import type { ConsoleConfig } from '@gatehouse/schemas/console-config';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** The console's OIDC client in the admin tenant (seeded on first start). */
export const consoleClientId = 'admin-console';

/**
 * Scopes the console asks for (spec §6, self-hosted): the user's email,
 * identities and custom data, a refresh token for per-resource access tokens,
 * and the management API's `all` permission.
 */
export const consoleScopes = 'openid offline_access profile email identities custom_data all';

/** The cloud console also asks for organization tokens (the management proxy per tenant, spec §7). */
export const cloudConsoleScopes = `${consoleScopes} urn:logto:scope:organizations urn:logto:scope:organization_roles`;

export const consoleCallbackPath = '/callback';

/**
 * Authorization code + PKCE against the admin tenant, with oidc-client-ts.
 * The session lives in local storage so the profile page opened in a new tab
 * shares it; every sign-in prompts for login and consent (spec §2).
 */
export const createUserManager = (config: ConsoleConfig, base: string, storage: Storage = window.localStorage) =>
  new UserManager({
    authority: `${config.adminEndpoint}/oidc`,
    client_id: consoleClientId,
    redirect_uri: `${window.location.origin}${base}${consoleCallbackPath}`,
    post_logout_redirect_uri: `${window.location.origin}${base}`,
    response_type: 'code',
    scope: config.edition === 'cloud' ? cloudConsoleScopes : consoleScopes,
    resource: [config.resources.me, config.resources.management],
    prompt: 'login consent',
    userStore: new WebStorageStateStore({ store: storage, prefix: 'gatehouse.oidc.' }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: 'gatehouse.oidc-state.' }),
    automaticSilentRenew: false,
    loadUserInfo: false,
    monitorSession: false,
  });
