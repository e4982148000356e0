import { tenantKey } from '../cache';

/** Enterprise SSO connectors and their providers (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const ssoConnectorKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'sso-connectors'] as const,
  /** The providers this release knows, and which of them it can create. */
  providers: (tenantId: string) => [...ssoConnectorKeys.all(tenantId), 'providers'] as const,
  list: (tenantId: string) => [...ssoConnectorKeys.all(tenantId), 'list'] as const,
  detail: (tenantId: string, id: string) => [...ssoConnectorKeys.all(tenantId), 'detail', id] as const,
  /** A SAML connector's IdP-initiated sign-in config. */
  idpInitiated: (tenantId: string, id: string) =>
    [...ssoConnectorKeys.all(tenantId), 'detail', id, 'idp-initiated'] as const,
};
