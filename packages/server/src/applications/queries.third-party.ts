import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import { addRelations } from '../platform/db/relations';

export type SignInExperienceValues = {
  displayName: string | null;
  color: { primaryColor?: string; darkPrimaryColor?: string };
  branding: { logoUrl?: string; darkLogoUrl?: string };
  termsOfUseUrl: string | null;
  privacyPolicyUrl: string | null;
};

/** Consent lists and sign-in branding of third-party applications (migration 0008). */
export const createThirdPartyQueries = (tenantId: string) => ({
  findUserScopes: async (trx: Trx, applicationId: string) =>
    (
      await trx
        .selectFrom('applicationConsentUserScopes')
        .select('userScope')
        .where('tenantId', '=', tenantId)
        .where('applicationId', '=', applicationId)
        .orderBy('userScope')
        .execute()
    ).map((row) => row.userScope),
  /** The consented permissions with their API resources, by resource then permission name. */
  findResourceScopes: (trx: Trx, applicationId: string) =>
    trx
      .selectFrom('applicationConsentResourceScopes as c')
      .innerJoin('scopes as s', (join) => join.onRef('s.tenantId', '=', 'c.tenantId').onRef('s.id', '=', 'c.scopeId'))
      .innerJoin('resources as r', (join) =>
        join.onRef('r.tenantId', '=', 's.tenantId').onRef('r.id', '=', 's.resourceId'),
      )
      .select([
        's.id as scopeId',
        's.name as scopeName',
        's.description as scopeDescription',
        'r.id as resourceId',
        'r.name as resourceName',
        'r.indicator as indicator',
      ])
      .where('c.tenantId', '=', tenantId)
      .where('c.applicationId', '=', applicationId)
      .orderBy('r.name')
      .orderBy('r.id')
      .orderBy('s.name')
      .execute(),
  /** The given permissions that exist, and whether each belongs to a Gatehouse-managed API (the management API). */
  findScopes: (trx: Trx, scopeIds: string[]) =>
    trx
      .selectFrom('scopes as s')
      .innerJoin('resources as r', (join) =>
        join.onRef('r.tenantId', '=', 's.tenantId').onRef('r.id', '=', 's.resourceId'),
      )
      .select(['s.id', 'r.isBuiltIn'])
      .where('s.tenantId', '=', tenantId)
      .where('s.id', 'in', scopeIds)
      .execute(),
  insertUserScopes: (trx: Trx, applicationId: string, userScopes: string[]) =>
    addRelations(
      trx,
      'applicationConsentUserScopes',
      userScopes.map((userScope) => ({ tenantId, applicationId, userScope })),
    ),
  insertResourceScopes: (trx: Trx, applicationId: string, scopeIds: string[]) =>
    addRelations(
      trx,
      'applicationConsentResourceScopes',
      scopeIds.map((scopeId) => ({ tenantId, applicationId, scopeId })),
    ),
  deleteUserScope: async (trx: Trx, applicationId: string, userScope: string) =>
    Number(
      (
        await trx
          .deleteFrom('applicationConsentUserScopes')
          .where('tenantId', '=', tenantId)
          .where('applicationId', '=', applicationId)
          .where('userScope', '=', userScope)
          .executeTakeFirst()
      ).numDeletedRows,
    ),
  deleteResourceScope: async (trx: Trx, applicationId: string, scopeId: string) =>
    Number(
      (
        await trx
          .deleteFrom('applicationConsentResourceScopes')
          .where('tenantId', '=', tenantId)
          .where('applicationId', '=', applicationId)
          .where('scopeId', '=', scopeId)
          .executeTakeFirst()
      ).numDeletedRows,
    ),

  findSignInExperience: (trx: Trx, applicationId: string) =>
    trx
      .selectFrom('applicationSignInExperiences')
      .select(['displayName', 'color', 'branding', 'termsOfUseUrl', 'privacyPolicyUrl'])
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .executeTakeFirst(),
  upsertSignInExperience: (trx: Trx, applicationId: string, values: SignInExperienceValues) => {
    const row = {
      displayName: values.displayName,
      color: json(values.color),
      branding: json(values.branding),
      termsOfUseUrl: values.termsOfUseUrl,
      privacyPolicyUrl: values.privacyPolicyUrl,
    };
    return trx
      .insertInto('applicationSignInExperiences')
      .values({ tenantId, applicationId, ...row })
      .onConflict((oc) => oc.columns(['tenantId', 'applicationId']).doUpdateSet(row))
      .execute();
  },
});
