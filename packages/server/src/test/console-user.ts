import { register, signInWithPassword, startSignIn } from './experience-client';
import { client } from './oidc-client';

/**
 * A console user signed up on the admin tenant through the console client, as the console does:
 * their refresh token, a token for the console profile resource (`/me`, the cloud API), and
 * organization tokens per tenant (the management proxy, `/m/{tenantId}/api`).
 */
export const signUpConsoleUser = async (adminUrl: string, username: string, existing = false) => {
  const meResource = 'https://admin.gatehouse.local/me';
  const managementResource = 'https://default.gatehouse.local/api';
  const flow = await startSignIn(adminUrl, {
    issuer: `${adminUrl}/oidc`,
    clientId: 'admin-console',
    redirectUri: `${adminUrl}/console/callback`,
    scope: 'openid profile offline_access all urn:logto:scope:organizations urn:logto:scope:organization_roles',
    extra: { resource: [meResource, managementResource] },
  });
  const identifier = { type: 'username', value: username } as const;
  const password = 'Gatehouse-Tr0ub4dor';
  const tokens = existing
    ? await signInWithPassword(flow, identifier, password)
    : await register(flow, identifier, password);
  // The console client rotates refresh tokens: each grant answers the next one.
  let refreshToken = tokens.refresh_token ?? '';
  const grant = async (parameters: Record<string, string>) => {
    const answer = await client.refreshTokenGrant(flow.config, refreshToken, parameters);
    refreshToken = answer.refresh_token ?? refreshToken;
    return answer.access_token;
  };
  const id = String(tokens.claims()?.sub);
  const meToken = await grant({ resource: meResource });
  return {
    id,
    meToken,
    /** An organization token of the admin tenant for tenant `tenantId`'s organization. */
    tenantToken: (tenantId: string) => grant({ organization_id: `t-${tenantId}` }),
    /** Self-hosted: a token for `default`'s management API, as the console gets it. */
    managementToken: () => grant({ resource: managementResource }),
  };
};
