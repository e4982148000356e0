import type {
  ApplicationSignInExperience,
  AssignUserConsentScopes,
  UserConsentScopes,
  UserConsentUserScope,
  userConsentScopeTypes,
} from '@gatehouse/schemas/applications';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { createApplicationQueries } from './queries';
import { createThirdPartyQueries } from './queries.third-party';

/** What the provider enforces for a third-party client: the user data and permissions it may ask for. */
export type ConsentAllowList = {
  userScopes: ReadonlySet<string>;
  /** Permission names by API resource indicator. */
  resourceScopes: ReadonlyMap<string, ReadonlySet<string>>;
};

const emptySignInExperience: ApplicationSignInExperience = {
  displayName: null,
  color: {},
  branding: {},
  termsOfUseUrl: null,
  privacyPolicyUrl: null,
};

/**
 * Third-party applications (spec §3): the consent list (user data and API
 * permissions they may ask for; anything else is left out of their tokens)
 * and their own sign-in branding. Only third-party applications have these.
 */
export const createThirdPartyService = ({ database, bus }: PlatformDeps, tenantId: string) => {
  const applications = createApplicationQueries(tenantId);
  const queries = createThirdPartyQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  /** A transaction whose commit drops the cached applications on every instance. */
  const changing = bus.changing(tenantId, 'applications');

  const findThirdParty = async (trx: Trx, id: string) => {
    const row = await applications.findById(trx, id);
    if (!row || row.isBuiltIn) throw new ApiError('application.not_found', { id });
    assertThat(row.isThirdParty, 'application.third_party_only');
    return row;
  };

  const readConsentScopes = async (trx: Trx, id: string): Promise<UserConsentScopes> => {
    const [userScopes, rows] = await Promise.all([
      queries.findUserScopes(trx, id),
      queries.findResourceScopes(trx, id),
    ]);
    const byResource = new Map<string, UserConsentScopes['resourceScopes'][number]>();
    for (const row of rows) {
      let entry = byResource.get(row.resourceId);
      if (!entry) {
        entry = { resource: { id: row.resourceId, name: row.resourceName, indicator: row.indicator }, scopes: [] };
        byResource.set(row.resourceId, entry);
      }
      entry.scopes.push({ id: row.scopeId, name: row.scopeName, description: row.scopeDescription });
    }
    return { userScopes: userScopes as UserConsentUserScope[], resourceScopes: [...byResource.values()] };
  };

  return {
    getConsentScopes: (id: string) =>
      inTenant(async (trx) => {
        await findThirdParty(trx, id);
        return readConsentScopes(trx, id);
      }),

    assignConsentScopes: async (id: string, input: AssignUserConsentScopes) => {
      const result = await changing(async (trx) => {
        await findThirdParty(trx, id);
        const userScopes = [...new Set(input.userScopes ?? [])];
        const scopeIds = [...new Set(input.resourceScopes ?? [])];
        if (scopeIds.length > 0) {
          const found = await queries.findScopes(trx, scopeIds);
          if (found.length !== scopeIds.length) throw new ApiError('scope.not_found');
          // A third-party application never gets to ask for the management API.
          if (found.some((scope) => scope.isBuiltIn)) throw new ApiError('resource.read_only');
        }
        if (userScopes.length > 0) await queries.insertUserScopes(trx, id, userScopes);
        if (scopeIds.length > 0) await queries.insertResourceScopes(trx, id, scopeIds);
        return readConsentScopes(trx, id);
      });
      return result;
    },

    removeConsentScope: async (id: string, type: (typeof userConsentScopeTypes)[number], scopeId: string) => {
      await changing(async (trx) => {
        await findThirdParty(trx, id);
        const removed =
          type === 'user-scopes'
            ? await queries.deleteUserScope(trx, id, scopeId)
            : await queries.deleteResourceScope(trx, id, scopeId);
        assertThat(removed > 0, 'scope.not_found', { id: scopeId });
      });
    },

    getSignInExperience: (id: string) =>
      inTenant(async (trx): Promise<ApplicationSignInExperience> => {
        await findThirdParty(trx, id);
        return (await queries.findSignInExperience(trx, id)) ?? emptySignInExperience;
      }),

    /** Replaces the branding: fields left out are cleared. */
    putSignInExperience: async (id: string, input: Partial<ApplicationSignInExperience>) => {
      const values = { ...emptySignInExperience, ...input };
      await changing(async (trx) => {
        await findThirdParty(trx, id);
        await queries.upsertSignInExperience(trx, id, values);
      });
      return values;
    },

    /** For the provider: undefined for first-party (or unknown) applications, which ask for anything. */
    findConsentAllowList: (id: string) =>
      inTenant(async (trx): Promise<ConsentAllowList | undefined> => {
        const row = await applications.findById(trx, id);
        if (!row?.isThirdParty) return undefined;
        const { userScopes, resourceScopes } = await readConsentScopes(trx, id);
        return {
          userScopes: new Set(userScopes),
          resourceScopes: new Map(
            resourceScopes.map(({ resource, scopes }) => [
              resource.indicator,
              new Set(scopes.map((scope) => scope.name)),
            ]),
          ),
        };
      }),

    /** For the consent page: a third-party application's own branding, if it has one. */
    findSignInExperience: (id: string) => inTenant((trx) => queries.findSignInExperience(trx, id)),
  };
};
