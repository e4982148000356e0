import type { UserDataHookEvent } from '@gatehouse/schemas/logs';
import type { Role } from '@gatehouse/schemas/roles';
import type { CreateUser, PatchUser, SetUserPassword, User, UserProfile } from '@gatehouse/schemas/users';
import { hashPassword, verifyPassword } from '../passwords/hashing';
import type { Trx } from '../platform/db/database';
import { json, toMs, toMsOrNull } from '../platform/db/json';
import type { Page } from '../platform/db/paging';
import type { UserRow } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { type ListTotal, totalNumberCap } from '../platform/http/pagination';
import { roleAssignments } from '../roles/public';
import { toRole } from '../roles/service';
import { createSignInExperienceService } from '../sign-in-experience/service';
import { assertIdentifiersFree, insertUser, rethrowIdentifierConflict } from './creation';
import { definedOnly, normalizedIdentifiers } from './identifiers';
import { type PasswordInput, type PasswordUserInfo, passwordColumnsOf } from './password-input';
import { createUserListQueries, createUserQueries, type UserFilters } from './queries';

export const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  primaryEmail: row.primaryEmail,
  primaryPhone: row.primaryPhone,
  name: row.name,
  avatar: row.avatar,
  profile: row.profile as UserProfile,
  customData: row.customData,
  identities: row.identities,
  applicationId: row.applicationId,
  isSuspended: row.isSuspended,
  hasPassword: Boolean(row.passwordEncrypted),
  lastSignInAt: toMsOrNull(row.lastSignInAt),
  createdAt: toMs(row.createdAt),
  updatedAt: toMs(row.updatedAt),
});

export type UserServiceOptions = { isBreached: (password: string) => Promise<boolean> };

/**
 * Users of a tenant through the management API (spec §3, peer-interfaces "Users"): identifiers
 * unique per tenant and normalized, passwords under the tenant's policy or imported as legacy
 * digests, default roles at creation, User roles only, suspension that ends every session and
 * grant. Each data change emits its `User.*` event in its own transaction (platform/events.ts). User scopes are read per token (oidc/runtime.ts `findUserScopes` has no cache), so role
 * changes need no invalidation message.
 */
export const createUserService = (deps: PlatformDeps, tenantId: string, { isBreached }: UserServiceOptions) => {
  const { database } = deps;
  const queries = createUserQueries(tenantId);
  const roles = roleAssignments(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);

  /** Emits the data event of a change in its transaction (platform/events.ts). */
  const emit = (trx: Trx, event: UserDataHookEvent, userId: string, data?: User) =>
    deps.events.emit(trx, { event, userId, ...(data && { data }) });

  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('user.not_found', { id });
    return row;
  };
  const update = async (trx: Trx, id: string, set: Parameters<typeof queries.updateReturning>[2]) => {
    const row = await queries.updateReturning(trx, id, set);
    if (!row) throw new ApiError('user.not_found', { id });
    return row;
  };

  /** A plain password under the tenant's policy, or an imported digest (password-input.ts). */
  const passwordColumns = (input: PasswordInput, userInfo: PasswordUserInfo) =>
    passwordColumnsOf(
      input,
      userInfo,
      async () => (await createSignInExperienceService(deps, tenantId).get()).passwordPolicy,
      isBreached,
    );

  return {
    /** A page newest first, with a count capped at `totalNumberCap` (peer-interfaces §3.1). */
    list: (filters: UserFilters, page: Page) =>
      inTenant(async (trx): Promise<{ items: User[] } & ListTotal> => {
        const list = createUserListQueries(tenantId);
        const rows = await list.findPage(trx, filters, page);
        // Last in the transaction: the count of a search changes planner settings for the rest of it.
        const counted = await list.countUpTo(trx, filters, totalNumberCap);
        return {
          items: rows.map(toUser),
          total: Math.min(counted, totalNumberCap),
          capped: counted > totalNumberCap,
        };
      }),

    get: (id: string) => inTenant(async (trx) => toUser(await findOrThrow(trx, id))),

    /** Creates the user with its default roles in one transaction; nothing is written when a rule fails. */
    create: async (input: CreateUser) => {
      const identifiers = normalizedIdentifiers(input);
      const password = await passwordColumns(input, {
        name: input.name,
        username: identifiers.username,
        email: identifiers.primaryEmail,
        phone: identifiers.primaryPhone,
      });
      return inTenant(async (trx) => {
        const { id } = await insertUser(
          trx,
          tenantId,
          {
            ...identifiers,
            name: input.name,
            avatar: input.avatar,
            profile: input.profile,
            customData: input.customData,
            ...password,
          },
          // An admin vouches for the email they set.
          { emailVerified: true, events: deps.events },
        );
        const user = toUser(await findOrThrow(trx, id));
        await emit(trx, 'User.Created', id, user);
        return user;
      });
    },

    /** Identifiers (null clears one), name, avatar; `customData` and `profile` replace the stored ones. */
    patch: async (id: string, input: PatchUser) => {
      const identifiers = definedOnly(normalizedIdentifiers(input));
      const user = await inTenant(async (trx) => {
        await findOrThrow(trx, id);
        await assertIdentifiersFree(trx, tenantId, identifiers, id);
        let user: User;
        try {
          user = toUser(
            await update(trx, id, {
              ...identifiers,
              ...definedOnly({ name: input.name, avatar: input.avatar }),
              ...(input.customData && { customData: json(input.customData) }),
              ...(input.profile && { profile: json(input.profile) }),
            }),
          );
        } catch (error) {
          return rethrowIdentifierConflict(error);
        }
        await emit(trx, 'User.Data.Updated', id, user);
        return user;
      });
      return user;
    },

    /** Deletes the user, their role assignments and every session and grant, in one transaction. */
    delete: async (id: string) => {
      await inTenant(async (trx) => {
        await queries.deleteOidcArtefacts(trx, id);
        if ((await queries.deleteById(trx, id)) === 0) throw new ApiError('user.not_found', { id });
        await emit(trx, 'User.Deleted', id);
      });
    },

    getCustomData: (id: string) => inTenant(async (trx) => (await findOrThrow(trx, id)).customData),

    /** Merges top-level keys into the custom data (as `/me/custom-data` does). */
    patchCustomData: async (id: string, customData: Record<string, unknown>) => {
      const user = await inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const user = toUser(await update(trx, id, { customData: json({ ...row.customData, ...customData }) }));
        await emit(trx, 'User.Data.Updated', id, user);
        return user;
      });
      return user.customData;
    },

    /** Merges top-level profile fields into the stored profile. */
    patchProfile: async (id: string, profile: UserProfile) => {
      const user = await inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const user = toUser(await update(trx, id, { profile: json({ ...row.profile, ...profile }) }));
        await emit(trx, 'User.Data.Updated', id, user);
        return user;
      });
      return user.profile;
    },

    setPassword: async (id: string, input: SetUserPassword) => {
      const current = await inTenant((trx) => findOrThrow(trx, id));
      const password = await passwordColumns(input, {
        name: current.name,
        username: current.username,
        email: current.primaryEmail,
        phone: current.primaryPhone,
      });
      return inTenant(async (trx) => {
        const user = toUser(await update(trx, id, { ...password }));
        await emit(trx, 'User.Data.Updated', id, user);
        return user;
      });
    },

    /** True when `password` is the user's; a legacy hash that matches is upgraded to Argon2id. */
    verifyPassword: async (id: string, password: string) => {
      const row = await inTenant((trx) => findOrThrow(trx, id));
      const { valid, needsUpgrade } = await verifyPassword(password, row);
      if (valid && needsUpgrade) {
        const upgraded = await hashPassword(password);
        await inTenant((trx) => queries.updateById(trx, id, upgraded));
      }
      return valid;
    },

    hasPassword: (id: string) => inTenant(async (trx) => Boolean((await findOrThrow(trx, id)).passwordEncrypted)),

    /** Suspending ends every session, grant, refresh token and code of the user in the same transaction. */
    setSuspended: async (id: string, isSuspended: boolean) => {
      const user = await inTenant(async (trx) => {
        const row = await update(trx, id, { isSuspended });
        if (isSuspended) await queries.deleteOidcArtefacts(trx, id);
        const user = toUser(row);
        await emit(trx, 'User.SuspensionStatus.Updated', id, user);
        return user;
      });
      return user;
    },

    listRoles: (id: string, search: string | undefined, page?: Page) =>
      inTenant(async (trx): Promise<{ items: Role[]; total: number }> => {
        await findOrThrow(trx, id);
        const rows = await roles.findUserRoles(trx, id, search, page);
        return { items: rows.map(toRole), total: page ? await roles.countUserRoles(trx, id, search) : rows.length };
      }),

    /** User roles only: an unknown role is 404 `role.not_found`, a machine-to-machine one 400 `role.type_mismatch`. */
    assignRoles: (id: string, roleIds: string[]) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        const unique = [...new Set(roleIds)];
        const found = await roles.findTypes(trx, unique);
        const missing = unique.filter((roleId) => !found.some((role) => role.id === roleId));
        if (missing.length > 0) throw new ApiError('role.not_found', { ids: missing });
        assertThat(
          found.every((role) => role.type === 'User'),
          'role.type_mismatch',
          { ids: found.filter((role) => role.type !== 'User').map((role) => role.id) },
        );
        await roles.insertUserRoles(trx, id, unique);
      }),

    removeRole: (id: string, roleId: string) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        if ((await roles.deleteUserRole(trx, id, roleId)) === 0) throw new ApiError('role.not_found', { id: roleId });
      }),

    getIdentities: (id: string) => inTenant(async (trx) => (await findOrThrow(trx, id)).identities),

    removeIdentity: async (id: string, target: string) => {
      const _user = await inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        if (!Object.hasOwn(row.identities, target)) throw new ApiError('user.identity_not_found', { target });
        const { [target]: _removed, ...identities } = row.identities;
        const user = toUser(await update(trx, id, { identities: json(identities) }));
        await emit(trx, 'User.Data.Updated', id, user);
        return user;
      });
    },
  };
};

export type UserService = ReturnType<typeof createUserService>;
