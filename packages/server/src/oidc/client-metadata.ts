import { type CustomClientMetadata, confidentialApplicationTypes } from '@gatehouse/schemas/applications';
import type { Client, ClientMetadata } from 'oidc-provider';
import type { ApplicationRow } from '../platform/db/schema';

/** Extra client property carrying our custom client metadata (TTLs, CORS, refresh rules). */
export const customMetadataProperty = 'gatehouse_custom';
/** Extra client property: third-party applications ask their users for consent; first-party ones do not. */
export const thirdPartyProperty = 'gatehouse_third_party';

/**
 * Our custom metadata of a client (its TTLs, CORS origins and refresh rules); `{}` for none.
 * oidc-provider keeps `extraClientMetadata` properties on the `Client` under their own names,
 * typed `unknown` (client-metadata.test.ts holds it to that).
 *
 * @example
 * const ttl = customMetadataOf(client).idTokenTtl ?? defaultIdTokenTtlSeconds;
 */
export const customMetadataOf = (client: Client | undefined): CustomClientMetadata =>
  // toClientMetadata put it there from the application row, which customClientMetadataGuard checked on write.
  (client?.[customMetadataProperty] as CustomClientMetadata | null | undefined) ?? {};

/** Whether a client is a third-party application (DESIGN §4: it asks for consent, its permissions are narrowed). */
export const isThirdParty = (client: Client | undefined): boolean => Boolean(client?.[thirdPartyProperty]);

/**
 * Maps an application to oidc-provider client metadata. Confidential clients
 * get a placeholder `client_secret` that is never shown and never matches:
 * presented secrets are checked by our `compareClientSecret` against the
 * application's encrypted secrets, so several named secrets can be valid.
 */
export const toClientMetadata = (row: ApplicationRow): ClientMetadata => {
  const isConfidential = confidentialApplicationTypes.has(row.type);
  const isMachine = row.type === 'MachineToMachine';
  const oidc = row.oidcClientMetadata as {
    redirectUris?: string[];
    postLogoutRedirectUris?: string[];
    backchannelLogoutUri?: string;
    backchannelLogoutSessionRequired?: boolean;
    logoUri?: string;
  };
  return {
    client_id: row.id,
    client_name: row.name,
    ...(isConfidential && { client_secret: `unusable:${row.id}` }),
    application_type: row.type === 'Native' ? 'native' : 'web',
    grant_types: isMachine ? ['client_credentials'] : ['authorization_code', 'refresh_token'],
    response_types: isMachine ? [] : ['code'],
    token_endpoint_auth_method: isConfidential ? 'client_secret_basic' : 'none',
    redirect_uris: isMachine ? [] : (oidc.redirectUris ?? []),
    post_logout_redirect_uris: isMachine ? [] : (oidc.postLogoutRedirectUris ?? []),
    ...(oidc.backchannelLogoutUri && {
      backchannel_logout_uri: oidc.backchannelLogoutUri,
      backchannel_logout_session_required: oidc.backchannelLogoutSessionRequired ?? false,
    }),
    ...(oidc.logoUri && { logo_uri: oidc.logoUri }),
    [customMetadataProperty]: row.customClientMetadata,
    [thirdPartyProperty]: row.isThirdParty,
  };
};
