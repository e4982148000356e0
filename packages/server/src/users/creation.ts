import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { generateUserId } from '@gatehouse/schemas/ids';
import { provisionByEmailDomain } from '../organizations/service.jit';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import { json } from '../platform/db/json';
import type { EventOutbox } from '../platform/events';
import { ApiError } from '../platform/http/api-error';
import { roleAssignments } from '../roles/public';
import { inUseCode } from './identifiers';
import { createUserQueries } from './queries';

/** A new user's fields; identifiers already normalized (normalizeIdentifier). */
export type NewUser = {
  username?: string | null;
  primaryEmail?: string | null;
  primaryPhone?: string | null;
  name?: string | null;
  avatar?: string | null;
  profile?: Record<string, unknown>;
  customData?: Record<string, unknown>;
  passwordEncrypted?: string | null;
  passwordEncryptionMethod?: string | null;
  applicationId?: string | null;
  /** Social identities it starts with, by target (registration from a social profile). */
  identities?: Record<string, { userId: string; details: unknown }>;
};

const identifierColumns = [
  ['username', 'username'],
  ['email', 'primaryEmail'],
  ['phone', 'primaryPhone'],
] as const satisfies readonly (readonly [IdentifierType, keyof NewUser])[];

/** The identifier a unique constraint of 0001 (`users_tenant_id_<column>_key`) guards. */
const identifierOfConstraint = (error: unknown): IdentifierType | undefined => {
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  if (constraint.includes('username')) return 'username';
  if (constraint.includes('email')) return 'email';
  if (constraint.includes('phone')) return 'phone';
  return undefined;
};

/**
 * Throws 422 `user.<identifier>_already_in_use` when another user (not `exceptUserId`) holds one of
 * the given identifiers.
 */
export const assertIdentifiersFree = async (
  trx: Trx,
  tenantId: string,
  user: Pick<NewUser, 'username' | 'primaryEmail' | 'primaryPhone'>,
  exceptUserId?: string,
) => {
  const users = createUserQueries(tenantId);
  for (const [type, column] of identifierColumns) {
    const value = user[column];
    if (!value) continue;
    const holder = await users.findByIdentifier(trx, type, value);
    if (holder && holder.id !== exceptUserId) throw new ApiError(inUseCode[type], { field: type });
  }
};

/** Maps a unique violation on an identifier (two writers at once) to its in-use error; rethrows anything else. */
export const rethrowIdentifierConflict = (error: unknown): never => {
  const type = isUniqueViolation(error) ? identifierOfConstraint(error) : undefined;
  if (type) throw new ApiError(inUseCode[type], { field: type });
  throw error;
};

/** How a new user came to be: extra roles, and whether their email is known to be theirs. */
export type InsertUserOptions = {
  /** Roles to grant besides the tenant's default User roles. */
  extraRoleIds?: string[];
  /**
   * Whether the primary email is verified: set by an admin (management API) or proven by an
   * invitation link sent to it. Only a verified email provisions organizations just in time — an
   * email typed at registration without a code proves nothing, and would let anyone join.
   */
  emailVerified: boolean;
  /** Where the memberships it joins just in time are announced, in the caller's transaction. */
  events: EventOutbox;
};

/**
 * Inserts a user with a new 12-character id and gives them the tenant's default User roles plus
 * `extraRoleIds` and, when their email is verified and its domain is listed for just-in-time
 * provisioning, the memberships and JIT roles of those organizations, in the caller's transaction —
 * the one path by which registration (the Experience API), invitations and the management API
 * create users.
 *
 * @example
 * const { id } = await database.withTenant(tenantId, (trx) =>
 *   insertUser(trx, tenantId, { username: 'ada' }, { emailVerified: false, events: deps.events }),
 * );
 */
export const insertUser = async (
  trx: Trx,
  tenantId: string,
  user: NewUser,
  { extraRoleIds = [], emailVerified, events }: InsertUserOptions,
) => {
  const users = createUserQueries(tenantId);
  await assertIdentifiersFree(trx, tenantId, user);
  const id = generateUserId();
  try {
    await users.insert(trx, {
      id,
      username: user.username ?? null,
      primaryEmail: user.primaryEmail ?? null,
      primaryPhone: user.primaryPhone ?? null,
      name: user.name ?? null,
      avatar: user.avatar ?? null,
      passwordEncrypted: user.passwordEncrypted ?? null,
      passwordEncryptionMethod: user.passwordEncryptionMethod ?? null,
      applicationId: user.applicationId ?? null,
      profile: json(user.profile ?? {}),
      identities: json(user.identities ?? {}),
      customData: json(user.customData ?? {}),
    });
  } catch (error) {
    rethrowIdentifierConflict(error);
  }
  const roles = roleAssignments(tenantId);
  const roleIds = [...new Set([...(await roles.findDefaultRoleIds(trx)), ...extraRoleIds])];
  await roles.insertUserRoles(trx, id, roleIds);
  const joinedOrganizationIds =
    user.primaryEmail && emailVerified ? await provisionByEmailDomain(trx, tenantId, id, user.primaryEmail) : [];
  for (const organizationId of joinedOrganizationIds) {
    await events.emit(trx, { event: 'Organization.Membership.Updated', organizationId, userId: id });
  }
  return { id, joinedOrganizationIds };
};
