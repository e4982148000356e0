import {
  type IdpInitiatedAuthConfig,
  type IdpInitiatedAuthConfigView,
  idpInitiatedAuthConfigGuard,
} from '@gatehouse/schemas/sso-idp-initiated';
import { findSignInApplication } from '../applications/public';
import type { Trx } from '../platform/db/database';
import { toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { assertFeature } from '../quotas/public';
import { providerOf } from './providers';
import { createSsoConnectorQueries } from './queries';
import { createIdpInitiatedQueries } from './queries.idp-initiated';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createIdpInitiatedQueries>['findConfig']>>>;

const viewOf = (row: Row): IdpInitiatedAuthConfigView => ({
  ssoConnectorId: row.ssoConnectorId,
  enabled: row.enabled,
  defaultApplicationId: row.defaultApplicationId,
  redirectUri: row.redirectUri,
  authParameters: row.authParameters,
  autoSendAuthorizationRequest: row.autoSendAuthorizationRequest,
  updatedAt: toMs(row.updatedAt),
});

/**
 * The application an IdP-initiated sign-in lands in must be the tenant's own first-party app with
 * that redirect URI; when the ACS starts the authorization itself it must be a Traditional web
 * application (a confidential client: no browser-held PKCE verifier could redeem the code).
 */
const assertEligible = async (trx: Trx, tenantId: string, config: IdpInitiatedAuthConfig) => {
  const app = await findSignInApplication(trx, tenantId, config.defaultApplicationId);
  const refuse = (reason: string) =>
    new ApiError('sso_connector.idp_initiated_app_not_eligible', {
      applicationId: config.defaultApplicationId,
      reason,
    });
  if (!app || !['Traditional', 'SPA', 'Native'].includes(app.type)) throw refuse('not a sign-in application');
  if (app.isThirdParty) throw refuse('a third-party application');
  if (config.autoSendAuthorizationRequest && app.type !== 'Traditional') {
    throw refuse('only a Traditional web application can receive an authorization the ACS starts');
  }
  if (!app.redirectUris.includes(config.redirectUri)) throw refuse('not one of its redirect URIs');
};

/** A SAML connector's IdP-initiated config (`/api/sso-connectors/{id}/idp-initiated-auth-config`). */
export const createIdpInitiatedService = (deps: Pick<PlatformDeps, 'database' | 'config'>, tenantId: string) => {
  const queries = createIdpInitiatedQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);
  const samlConnectorOrThrow = async (trx: Trx, id: string) => {
    const connector = await createSsoConnectorQueries(tenantId).findById(trx, id);
    if (!connector) throw new ApiError('sso_connector.not_found', { id });
    if (providerOf(connector.providerName).providerType !== 'saml') {
      throw new ApiError('sso_connector.idp_initiated_not_supported', { id });
    }
  };

  return {
    get: (id: string) =>
      inTenant(async (trx) => {
        await samlConnectorOrThrow(trx, id);
        const row = await queries.findConfig(trx, id);
        if (!row) throw new ApiError('sso_connector.idp_initiated_config_not_found', { id });
        return viewOf(row);
      }),

    put: (id: string, input: unknown) => {
      const config = idpInitiatedAuthConfigGuard.parse(input);
      return inTenant(async (trx) => {
        await samlConnectorOrThrow(trx, id);
        await assertEligible(trx, tenantId, config);
        if (config.enabled) await assertFeature(deps.config, trx, tenantId, 'idpInitiatedSsoEnabled');
        return viewOf(await queries.upsertConfig(trx, id, config));
      });
    },

    delete: (id: string) =>
      inTenant(async (trx) => {
        await samlConnectorOrThrow(trx, id);
        if (!(await queries.deleteConfig(trx, id))) {
          throw new ApiError('sso_connector.idp_initiated_config_not_found', { id });
        }
      }),
  };
};
