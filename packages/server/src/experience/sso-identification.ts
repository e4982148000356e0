import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { linkSsoIdentity } from '../enterprise-sso/public';
import { provisionBySsoConnector } from '../organizations/service.jit';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { insertUser } from '../users/creation';
import { userRecords } from '../users/public';
import { identifySocial } from './social-identification';
import type { Proof } from './verifications/types';

type Sso = NonNullable<Proof['enterpriseSso']>;

/**
 * Identification with an enterprise SSO identity (peer behaviour):
 * - its holder signs in; the identity's claims are refreshed, and with `syncProfile` the name and
 *   picture too;
 * - else the account with the email the provider sent (the connector owns its domain, so the
 *   company vouches for it) gets the identity linked and signs in;
 * - else signing in answers 404 `user.identity_not_found` (the pages register instead), and
 *   registering creates the account with the email verified, links the identity, and joins the
 *   organizations whose JIT settings list the connector (and those of the email's domain), all in
 *   one transaction.
 * An identity another user holds, or a second identity at the same connector for one user, is
 * 422 `sso_connector.identity_linked_to_another_user`.
 */
export const identifySso = async (
  deps: PlatformDeps,
  tenantId: string,
  event: InteractionEvent,
  sso: Sso,
): Promise<{ userId: string; created: boolean }> => {
  assertThat(event !== 'ForgotPassword', 'session.verification_not_found');
  const users = userRecords(tenantId);
  const subject = { ssoConnectorId: sso.connectorId, issuer: sso.issuer, identityId: sso.identityId };
  const { email, name, avatar } = sso.profile;

  const existing = sso.userId ?? sso.relatedUserId;
  if (existing) {
    const user = await deps.database.withTenant(tenantId, (trx) => users.findById(trx, existing));
    if (user) {
      if (user.isSuspended) throw new ApiError('user.suspended');
      await deps.database.withTenant(tenantId, async (trx) => {
        await linkSsoIdentity(trx, tenantId, user.id, subject, sso.detail);
        if (sso.syncProfile && (name || avatar)) {
          await users.updateById(trx, user.id, { ...(name && { name }), ...(avatar && { avatar }) });
        }
      });
      return { userId: user.id, created: false };
    }
  }

  if (event === 'SignIn') throw new ApiError('user.identity_not_found', { ssoConnectorId: sso.connectorId });

  const id = await deps.database.withTenant(tenantId, async (trx) => {
    const created = await insertUser(
      trx,
      tenantId,
      { primaryEmail: email, name: name ?? null, avatar: avatar ?? null },
      { emailVerified: true, events: deps.events },
    );
    await linkSsoIdentity(trx, tenantId, created.id, subject, sso.detail);
    await provisionBySsoConnector(trx, tenantId, created.id, sso.connectorId);
    return created.id;
  });
  return { userId: id, created: true };
};

/** Identification with a federated identity, social or enterprise SSO. */
export const identifyFederated = (
  deps: PlatformDeps,
  tenantId: string,
  event: InteractionEvent,
  proof: Proof,
  linkSocialIdentity: boolean,
) => {
  if (proof.social) return identifySocial(deps, tenantId, event, proof.social, linkSocialIdentity);
  if (proof.enterpriseSso) return identifySso(deps, tenantId, event, proof.enterpriseSso);
  throw new ApiError('session.verification_not_found');
};
