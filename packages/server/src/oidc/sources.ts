import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Account, ClientMetadata } from 'oidc-provider';
import type { ConsentAllowList } from '../applications/service.third-party';
import type { FindCustomClaims } from './custom-claims';
import type { OrganizationTokenSources } from './organization-tokens';

/** An API resource as the provider sees it: its indicator, its access tokens' lifetime and its permissions. */
export type ResourceInfo = { id: string; indicator: string; accessTokenTtl: number; scopes: string[] };

/** What a tenant's provider asks of the rest of the server; all of it cached by the runtime (runtime.ts). */
export type ProviderSources = {
  findClient: (
    id: string,
  ) => Promise<{ metadata: ClientMetadata; verifySecret: (secret: string) => boolean } | undefined>;
  findResource: (indicator: string) => Promise<ResourceInfo | undefined>;
  findClientScopes: (clientId: string, resource: ResourceInfo) => Promise<string[]>;
  findUserScopes: (userId: string, resource: ResourceInfo) => Promise<string[]>;
  findAccount: (accountId: string) => Promise<Account | undefined>;
  /** What a third-party client may ask for; undefined for first-party clients. */
  findConsentAllowList: (clientId: string) => Promise<ConsentAllowList | undefined>;
  /** Scopes of an organization token (organization scopes, or a resource's permissions), or why there is none. */
  findOrganizationScopes: OrganizationTokenSources['findOrganizationScopes'];
  /** The tenant's sign-in experience: the language and branding of the pages the provider renders itself. */
  findSignInExperience: () => Promise<SignInExperience>;
  /** Extra claims from the tenant's custom JWT script of the token's type (jwt-customizer/public.ts). */
  findCustomClaims: FindCustomClaims;
};
