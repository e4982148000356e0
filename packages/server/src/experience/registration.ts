import { adminTenantId, defaultTenantId } from '@gatehouse/schemas/constants';
import { sql } from 'kysely';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { roleAssignments } from '../roles/public';
import { setTenantMember } from '../tenants/public';
import { insertUser } from '../users/creation';
import { userRecords } from '../users/public';
import { checkEmailAllowed } from './security-gates';
import type { Proof } from './verifications/types';

const columnOf = { username: 'username', email: 'primaryEmail', phone: 'primaryPhone' } as const;

/**
 * Creates the user a registration verified, with the default roles; in the admin tenant the first
 * one becomes an administrator of `default`. Returns the new user's id.
 */
export const registerUser = async (
  deps: PlatformDeps,
  tenantId: string,
  identity: NonNullable<Proof['newIdentity']>,
): Promise<string> => {
  const users = userRecords(tenantId);
  if (identity.identifier.type === 'email') await checkEmailAllowed(deps, tenantId, identity.identifier.value);
  const { id } = await deps.database.withTenant(tenantId, async (trx) => {
    // Self-hosted, the admin tenant takes one registration: its first console user. In the cloud
    // edition anyone signs up and creates their own tenants (POST /api/tenants).
    const firstAdminRule = tenantId === adminTenantId && !deps.config.isCloud;
    if (firstAdminRule) {
      // Serialize registrations here so exactly one user can ever be the first.
      await sql`select pg_advisory_xact_lock(hashtext('gatehouse:first-admin'))`.execute(trx);
      assertThat((await users.count(trx)) === 0, 'session.registration_disabled');
    }
    const { type, value } = identity.identifier;
    const extraRoleIds: string[] = [];
    if (firstAdminRule) {
      const adminRole = await roleAssignments(tenantId).findIdByName(trx, `${defaultTenantId}:admin`);
      if (adminRole) extraRoleIds.push(adminRole);
    }
    const user = await insertUser(
      trx,
      tenantId,
      { [columnOf[type]]: value, ...identity.password },
      // Only an owner who proved the mailbox (a verification code) verifies the email.
      { extraRoleIds, emailVerified: type === 'email' && identity.identifierVerified, events: deps.events },
    );
    // The first console user is the admin member of `default` (tenant roles, DESIGN §4).
    if (extraRoleIds.length > 0) await setTenantMember(trx, defaultTenantId, user.id, 'admin');
    return user;
  });
  return id;
};

/**
 * A password reset's end: the new password (checked by the policy when it was given) replaces the
 * old one. The person then signs in with it: a reset does not sign in by itself.
 */
export const resetPassword = async (
  deps: PlatformDeps,
  tenantId: string,
  userId: string,
  profile: { passwordEncrypted?: string; passwordEncryptionMethod?: string },
) => {
  const { passwordEncrypted, passwordEncryptionMethod } = profile;
  if (!passwordEncrypted || !passwordEncryptionMethod) {
    throw new ApiError('session.missing_profile', { missingProfile: ['password'] });
  }
  const users = userRecords(tenantId);
  await deps.database.withTenant(tenantId, (trx) =>
    users.updateById(trx, userId, { passwordEncrypted, passwordEncryptionMethod }),
  );
};
