import type { JwtTokenType } from '@gatehouse/schemas/jwt-customizer';

/** What a new script starts from: the function the server calls, returning one claim. */
export const defaultScript = `/**
 * Returns the extra claims of the access token.
 * token: the token's fields; context: the user, application, grant and organization;
 * environmentVariables: the variables saved below; api.denyAccess(message) refuses the token.
 * The comment just below gives the editor their types: completions and checks as you type.
 */
/** @type {GetCustomJwtClaims} */
const getCustomJwtClaims = async ({ token, context, environmentVariables, api }) => {
  return {};
};
`;

/** Sample token and context per token type, as the server builds them (jwt-customizer/public.ts). */
export const sampleToken = (tokenType: JwtTokenType) =>
  tokenType === 'access-token'
    ? {
        kind: 'AccessToken',
        jti: 'sample-jti',
        aud: 'https://api.example.com',
        scope: 'read write',
        clientId: 'sample-app',
        accountId: 'sample-user',
        gty: 'authorization_code',
        grantId: 'sample-grant',
        expiresWithSession: true,
      }
    : {
        kind: 'ClientCredentials',
        jti: 'sample-jti',
        aud: 'https://api.example.com',
        scope: 'read write',
        clientId: 'sample-app',
        gty: 'client_credentials',
      };

export const sampleContext = (tokenType: JwtTokenType) =>
  tokenType === 'access-token'
    ? {
        user: {
          id: 'sample-user',
          username: 'jane',
          primaryEmail: 'jane@example.com',
          primaryPhone: null,
          name: 'Jane Doe',
          avatar: null,
          profile: {},
          customData: { plan: 'pro' },
          identities: {},
          roles: [{ id: 'role-1', name: 'editor', description: 'Edits content' }],
          organizations: [{ id: 'org-1' }],
          organizationRoles: [{ organizationId: 'org-1', roleName: 'admin' }],
          isSuspended: false,
          lastSignInAt: 1767225600000,
          createdAt: 1764547200000,
          updatedAt: 1767225600000,
        },
        application: { id: 'sample-app', name: 'Sample app' },
        grant: { type: 'authorization_code' },
      }
    : { application: { id: 'sample-app', name: 'Sample machine app' }, grant: { type: 'client_credentials' } };

export const asJsonText = (value: unknown) => JSON.stringify(value, null, 2);
