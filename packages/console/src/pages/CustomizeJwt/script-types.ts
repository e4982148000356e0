import type { JwtTokenType } from '@gatehouse/schemas/jwt-customizer';

/**
 * What a token script receives, as TypeScript declarations for the editor (completions, hover
 * types, diagnostics). They describe what the server hands the script (jwt-customizer/public.ts and
 * sandbox.ts); the sample context in samples.ts is one value of these types.
 */
const common = `
/** Refuses the token: the client gets an access_denied error with this message. */
interface CustomJwtApi {
  denyAccess(message?: string): never;
}

/** The application the token is issued to. */
interface CustomJwtApplication {
  id: string;
  name?: string;
}

/** What \`fetch\` answers; \`fetch\` exists only for origins on the tenant's allow-list. */
interface CustomJwtResponse {
  ok: boolean;
  status: number;
  headers: Record<string, string>;
  text(): Promise<string>;
  json(): Promise<any>;
}

/** Fetches from an origin on the allow-list (no redirects, time and size limited). */
declare function fetch(
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<CustomJwtResponse>;

/** The (async) function a script defines: it answers the extra claims (an object), or calls api.denyAccess. */
type GetCustomJwtClaims = (input: {
  token: CustomJwtToken;
  context: CustomJwtContext;
  /** The variables saved with the script, by name. */
  environmentVariables: Record<string, string>;
  api: CustomJwtApi;
}) => Promise<Record<string, unknown>>;
`;

const userToken = `
/** The access token being issued to a user. */
interface CustomJwtToken {
  kind: 'AccessToken';
  jti: string;
  aud: string | string[];
  scope?: string;
  clientId: string;
  /** The user's id. */
  accountId: string;
  /** The grant type, e.g. authorization_code or refresh_token. */
  gty: string;
  grantId?: string;
  expiresWithSession?: boolean;
}

/** The user the token is for. Times are milliseconds since 1970. */
interface CustomJwtUser {
  id: string;
  username: string | null;
  primaryEmail: string | null;
  primaryPhone: string | null;
  name: string | null;
  avatar: string | null;
  profile: Record<string, unknown>;
  customData: Record<string, unknown>;
  /** Social identities by connector target. */
  identities: Record<string, { userId: string; details?: Record<string, unknown> }>;
  isSuspended: boolean;
  lastSignInAt: number | null;
  createdAt: number;
  updatedAt: number;
  roles: Array<{ id: string; name: string; description: string }>;
  organizations: Array<{ id: string }>;
  organizationRoles: Array<{ organizationId: string; roleName: string }>;
}

interface CustomJwtContext {
  user: CustomJwtUser;
  application: CustomJwtApplication;
  grant?: { type: string };
  /** Present when the token is for an organization. */
  organization?: { id: string };
}
`;

const machineToken = `
/** The access token being issued to a machine-to-machine application (client credentials). */
interface CustomJwtToken {
  kind: 'ClientCredentials';
  jti: string;
  aud: string | string[];
  scope?: string;
  clientId: string;
  gty: 'client_credentials';
}

interface CustomJwtContext {
  application: CustomJwtApplication;
  grant?: { type: string };
  /** Present when the token is for an organization. */
  organization?: { id: string };
}
`;

/** The declarations a script of `tokenType` is checked against. */
export const scriptTypes = (tokenType: JwtTokenType) =>
  common + (tokenType === 'access-token' ? userToken : machineToken);
