import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import { createApplicationQueries } from './queries';

/**
 * What other capabilities may read of applications (the applications capability owns
 * `applications` and `application_secrets`), inside the caller's transaction.
 */

/** The id and type of each existing application among `ids` (built-in ones excluded). */
export const findApplicationTypes = (trx: Trx, tenantId: string, ids: string[]) =>
  createApplicationQueries(tenantId).findTypesByIds(trx, ids);

export type { SignInExperienceValues } from './queries.third-party';

/**
 * Creates or refreshes a built-in application (the console's own client): its redirect URIs and
 * CORS origins follow the configuration at every start (provisioning, app/seed.ts).
 */
export const upsertBuiltInApplication = (
  trx: Trx,
  tenantId: string,
  app: {
    id: string;
    name: string;
    description: string;
    type: 'SPA';
    oidcClientMetadata: Record<string, unknown>;
    customClientMetadata: Record<string, unknown>;
  },
) =>
  trx
    .insertInto('applications')
    .values({
      tenantId,
      id: app.id,
      name: app.name,
      description: app.description,
      type: app.type,
      secret: null,
      oidcClientMetadata: json(app.oidcClientMetadata),
      customClientMetadata: json(app.customClientMetadata),
      protectedAppMetadata: json(null),
      customData: json({}),
      isBuiltIn: true,
    })
    .onConflict((oc) =>
      oc.columns(['tenantId', 'id']).doUpdateSet({
        oidcClientMetadata: json(app.oidcClientMetadata),
        customClientMetadata: json(app.customClientMetadata),
      }),
    )
    .execute();

/**
 * Inserts an application of type SAML (saml-applications/ owns its SAML config): a public OIDC
 * client whose one redirect URI is Gatehouse's own SAML callback, through which its users sign in.
 */
export const insertSamlApplication = (
  trx: Trx,
  tenantId: string,
  app: { id: string; name: string; description: string | null; callbackUri: string },
) =>
  createApplicationQueries(tenantId).insert(trx, {
    tenantId,
    id: app.id,
    name: app.name,
    description: app.description,
    type: 'SAML',
    secret: null,
    oidcClientMetadata: json({ redirectUris: [app.callbackUri], postLogoutRedirectUris: [] }),
    customClientMetadata: json({}),
    protectedAppMetadata: json(null),
    customData: json({}),
  });

/** Renames or re-describes an application. */
export const updateApplicationNames = (
  trx: Trx,
  tenantId: string,
  id: string,
  set: { name?: string; description?: string | null },
) => createApplicationQueries(tenantId).updateById(trx, id, set);

/** Deletes an application (its SAML config, secrets and requests go with it); the number deleted. */
export const deleteApplication = (trx: Trx, tenantId: string, id: string) =>
  createApplicationQueries(tenantId).deleteById(trx, id);
/** An application people sign in to (not built in): its type, whether third-party, its redirect URIs. */
export const findSignInApplication = async (trx: Trx, tenantId: string, id: string) => {
  const row = await createApplicationQueries(tenantId).findById(trx, id);
  if (!row || row.isBuiltIn) return undefined;
  return {
    id: row.id,
    type: row.type,
    isThirdParty: row.isThirdParty,
    redirectUris: row.oidcClientMetadata.redirectUris ?? [],
  };
};
