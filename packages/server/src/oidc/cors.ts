import type { Configuration } from 'oidc-provider';
import { customMetadataOf } from './client-metadata';

/**
 * Which browser origins may call the provider's CORS endpoints (token, userinfo, …) for a client:
 * the origins its custom metadata allows, and the origins of its redirect URIs.
 */
export const clientBasedCors: Configuration['clientBasedCORS'] = (_ctx, origin, client) => {
  const allowed = customMetadataOf(client).corsAllowedOrigins ?? [];
  const redirectOrigins = (client.redirectUris ?? []).flatMap((uri) => {
    try {
      return [new URL(uri).origin];
    } catch {
      return [];
    }
  });
  return allowed.includes(origin) || redirectOrigins.includes(origin);
};
