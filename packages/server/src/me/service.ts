import { isValidIdentifier } from '@gatehouse/schemas/identifiers';
import type { Me } from '@gatehouse/schemas/users';
import { json, toMs, toMsOrNull } from '../platform/db/json';
import type { UserRow } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { userRecords } from '../users/public';

const toMe = (user: UserRow): Me => ({
  id: user.id,
  username: user.username,
  primaryEmail: user.primaryEmail,
  primaryPhone: user.primaryPhone,
  name: user.name,
  avatar: user.avatar,
  customData: user.customData,
  identities: user.identities,
  hasPassword: Boolean(user.passwordEncrypted),
  lastSignInAt: toMsOrNull(user.lastSignInAt),
  createdAt: toMs(user.createdAt),
  updatedAt: toMs(user.updatedAt),
});

/** A console user's own profile and preferences (custom data), in the admin tenant. */
export const createMeService = ({ database }: Pick<PlatformDeps, 'database'>, tenantId: string, userId: string) => {
  const users = userRecords(tenantId);
  const find = async (trx: Parameters<Parameters<typeof database.withTenant>[1]>[0]) => {
    const user = await users.findById(trx, userId);
    assertThat(user, 'user.not_found');
    return user;
  };

  return {
    get: () => database.withTenant(tenantId, async (trx) => toMe(await find(trx))),

    patch: (input: { name?: string | null; username?: string; avatar?: string | null }) =>
      database.withTenant(tenantId, async (trx) => {
        await find(trx);
        if (input.username !== undefined) {
          assertThat(isValidIdentifier('username', input.username), 'user.invalid_username', { field: 'username' });
          const holder = await users.findByIdentifier(trx, 'username', input.username);
          if (holder && holder.id !== userId) throw new ApiError('user.username_already_in_use', { field: 'username' });
        }
        await users.updateById(trx, userId, input);
        return toMe(await find(trx));
      }),

    getCustomData: () => database.withTenant(tenantId, async (trx) => (await find(trx)).customData),

    /** Merges the given top-level keys into the custom data (preferences live under their own keys). */
    patchCustomData: (patch: Record<string, unknown>) =>
      database.withTenant(tenantId, async (trx) => {
        const user = await find(trx);
        const customData = { ...user.customData, ...patch };
        await users.updateById(trx, userId, { customData: json(customData) });
        return customData;
      }),
  };
};
