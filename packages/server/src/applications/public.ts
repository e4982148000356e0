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
