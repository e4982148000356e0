import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { z } from 'zod';
import { guide } from '../guides';
import { phrase, sameInAll } from './locales';
import {
  clientIdField,
  clientIdGuard,
  clientSecretField,
  clientSecretGuard,
  oidcScopeGuard,
  scopeField,
  withDefault,
} from './shared/fields';
import { letterMark } from './shared/logo';
import { type Discovery, discoveryUrlOf, fetchDiscovery, type OidcIssuer } from './shared/oidc';
import { defineOidcConnector } from './shared/oidc-connector';
import { isTrue, userFromClaims } from './shared/profile';

export const microsoftAuthority = 'https://login.microsoftonline.com';
/** The tenant of personal Microsoft accounts (Outlook.com, Xbox, …). */
export const consumersTenantId = '9188040d-6c67-4c5b-b112-36a304b66dad';
const tenantIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const defaultScope = 'openid profile email';

const configGuard = z.object({
  clientId: clientIdGuard,
  clientSecret: clientSecretGuard,
  tenant: withDefault(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9.-]{0,252}$/, 'common, organizations, consumers, a tenant ID or a domain'),
    'common',
  ),
  scope: oidcScopeGuard(defaultScope),
});
export type MicrosoftConfig = z.infer<typeof configGuard>;

/**
 * Microsoft's issuer for a tenant setting. The multi-tenant endpoints (`common`, `organizations`)
 * publish the issuer as a template, `…/{tenantid}/v2.0`: each ID token names the user's own tenant
 * in it and in its `tid` claim. The token's issuer is then the template filled with that `tid`,
 * which the signature check makes binding; `organizations` refuses the personal-accounts tenant.
 * A tenant ID or domain must discover its own tenant's issuer, `consumers` the personal one.
 */
export const microsoftIssuer = (authority: string, tenant: string): OidcIssuer => {
  const issuerOf = (tenantId: string) => `${authority}/${tenantId}/v2.0`;
  const template = issuerOf('{tenantid}');
  const multiTenant = tenant === 'common' || tenant === 'organizations';
  const accepts = (discovered: string) => {
    if (multiTenant) return discovered === template;
    if (tenant === 'consumers') return discovered === issuerOf(consumersTenantId);
    if (tenantIdPattern.test(tenant)) return discovered === issuerOf(tenant);
    const id = discovered.startsWith(`${authority}/`) ? discovered.slice(authority.length + 1, -'/v2.0'.length) : '';
    return discovered === issuerOf(id) && tenantIdPattern.test(id);
  };
  return {
    discover: async () => {
      const discovery = await fetchDiscovery(discoveryUrlOf(issuerOf(tenant)));
      if (!accepts(discovery.issuer)) {
        throw new ConnectorError('invalid_config', {
          field: 'tenant',
          message: 'the discovery document names an issuer that is not this tenant',
          discovered: discovery.issuer,
        });
      }
      return discovery;
    },
    tokenIssuer: (discovery: Discovery, claims) => {
      if (discovery.issuer !== template) return discovery.issuer;
      const { tid } = claims;
      if (typeof tid !== 'string' || !tenantIdPattern.test(tid)) return undefined;
      if (tenant === 'organizations' && tid === consumersTenantId) return undefined;
      return issuerOf(tid);
    },
  };
};

/** Microsoft Entra ID sign-in (OpenID Connect). `authority` is for tests only. */
export const createMicrosoftConnector = ({ authority = microsoftAuthority }: { authority?: string } = {}) =>
  defineOidcConnector<MicrosoftConfig>({
    metadata: {
      id: 'microsoft',
      type: 'social',
      platform: 'web',
      target: 'microsoft',
      name: sameInAll('Microsoft Entra ID'),
      description: phrase('signInWith', { provider: 'Microsoft' }),
      logo: letterMark('M', '#0078d4'),
      readme: guide('microsoft'),
      configForm: [
        clientIdField('Microsoft Entra ID'),
        clientSecretField('Microsoft Entra ID'),
        {
          key: 'tenant',
          type: 'text',
          label: phrase('tenant'),
          description: phrase('tenantHelp'),
          placeholder: 'common',
          defaultValue: 'common',
        },
        scopeField(defaultScope, 'oidcScopeHelp'),
      ],
    },
    configGuard,
    issuer: (config) => microsoftIssuer(authority, config.tenant),
    client: (config) => ({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      authMethod: 'client_secret_post',
      scope: config.scope,
    }),
    toUser: (claims) => {
      const user = userFromClaims(claims);
      return {
        ...user,
        emailVerified: Boolean(user.email) && (isTrue(claims.email_verified) || isTrue(claims.xms_edov)),
      };
    },
  });

export default createMicrosoftConnector();
