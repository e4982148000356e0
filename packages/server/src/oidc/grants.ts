import type { Configuration } from 'oidc-provider';
import { isThirdParty } from './client-metadata';
import { oidcScopes } from './scopes-and-claims';

/**
 * The grant an authorization request starts from (oidc-provider's `loadExistingGrant`). First-party
 * applications never ask for consent: their grant grows with what they request. A third-party
 * application gets only the grant its user consented to (experience/consent.ts), or none, which
 * sends the user to the consent page.
 */
export const loadExistingGrant: Configuration['loadExistingGrant'] = async (ctx) => {
  const { client, session, params } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
  if (isThirdParty(client)) return existing;
  const grant = existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  const requested = (typeof params?.scope === 'string' ? params.scope : 'openid').split(' ');
  const resources = params?.resource === undefined ? [] : [params.resource].flat().map(String);
  const snapshot = () =>
    [grant.getOIDCScope(), ...resources.map((resource) => grant.getResourceScope(resource))].join('|');
  const before = existing ? snapshot() : undefined;
  grant.addOIDCScope(requested.filter((scope) => oidcScopes.has(scope)).join(' '));
  // Other requested scopes are API permissions; the token gets those the user's roles hold.
  for (const resource of resources) grant.addResourceScope(resource, requested.join(' '));
  // Saving an unchanged grant would cost a write on every sign-in.
  if (snapshot() !== before) await grant.save();
  return grant;
};
