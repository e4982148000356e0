import type { InteractionEvent } from '@gatehouse/schemas/logs';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { insertUser } from '../users/creation';
import { userRecords } from '../users/public';
import { checkEmailAllowed } from './security-gates';
import type { Proof } from './verifications/types';

type Social = NonNullable<Proof['social']>;

/** `ada@example.com` → `a••@example.com`: enough for the person to recognise their account. */
const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '••' : `${email[0]}••${email.slice(at)}`;
};

/**
 * Identification with a social identity (spec: social sign-in, account linking):
 * - its holder signs in (with the provider's name and picture when the connector syncs profiles);
 * - an account whose email the provider vouches for is linked only when the person asks
 *   (`link`): until then 404 `user.identity_not_found` names the account, masked;
 * - otherwise signing in answers 404 `user.identity_not_found`, and registering creates the
 *   account from the profile, with the identity, the email verified by the provider (422 when the
 *   email blocklist refuses that email).
 */
export const identifySocial = async (
  deps: PlatformDeps,
  tenantId: string,
  event: InteractionEvent,
  social: Social,
  link: boolean,
): Promise<{ userId: string; created: boolean }> => {
  assertThat(event !== 'ForgotPassword', 'session.verification_not_found');
  const users = userRecords(tenantId);
  const identity = { userId: social.profile.id, details: social.profile };
  const inTenant = <T>(work: Parameters<typeof deps.database.withTenant<T>>[1]) =>
    deps.database.withTenant(tenantId, work);

  if (social.userId) {
    const userId = social.userId;
    if (social.userSuspended) throw new ApiError('user.suspended');
    await inTenant(async (trx) => {
      await users.setIdentity(trx, userId, social.target, identity);
      if (social.syncProfile) {
        const { name, avatar } = social.profile;
        if (name || avatar) await users.updateById(trx, userId, { ...(name && { name }), ...(avatar && { avatar }) });
      }
    });
    return { userId, created: false };
  }

  if (social.relatedUserId) {
    const related = await inTenant((trx) => users.findById(trx, social.relatedUserId ?? ''));
    if (related && !link) {
      throw new ApiError('user.identity_not_found', {
        target: social.target,
        relatedUser: maskEmail(related.primaryEmail ?? ''),
      });
    }
    if (related) {
      if (related.isSuspended) throw new ApiError('user.suspended');
      await inTenant((trx) => users.setIdentity(trx, related.id, social.target, identity));
      return { userId: related.id, created: false };
    }
  }

  if (event === 'SignIn') throw new ApiError('user.identity_not_found', { target: social.target });

  const { email, emailVerified, name, avatar } = social.profile;
  const useEmail = email && emailVerified ? email.toLowerCase() : undefined;
  // The provider's address is the new account's email: the blocklist applies as to any registration.
  if (useEmail) await checkEmailAllowed(deps, tenantId, useEmail);
  const { id } = await inTenant((trx) =>
    insertUser(
      trx,
      tenantId,
      {
        ...(useEmail && { primaryEmail: useEmail }),
        name: name ?? null,
        avatar: avatar && /^https:\/\//.test(avatar) ? avatar : null,
        identities: { [social.target]: identity },
      },
      { emailVerified: Boolean(useEmail), events: deps.events },
    ),
  );
  return { userId: id, created: true };
};
