import type { Configuration } from 'oidc-provider';
import { customMetadataOf } from './client-metadata';

/** Refresh tokens rotate on use unless the client turns it off (the grace for a lost rotation is refresh-grace.ts). */
export const rotateRefreshToken: Configuration['rotateRefreshToken'] = (ctx) =>
  customMetadataOf(ctx.oidc.client).rotateRefreshToken ?? true;

/** A client that may refresh gets a refresh token when `offline_access` was granted, or always if it says so. */
export const issueRefreshToken: Configuration['issueRefreshToken'] = async (_ctx, client, code) =>
  client.grantTypeAllowed('refresh_token') &&
  (code.scopes.has('offline_access') || Boolean(customMetadataOf(client).alwaysIssueRefreshToken));
