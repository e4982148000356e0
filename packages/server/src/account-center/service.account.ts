import type { AccountCenter, AccountCenterField, MyAccount, PatchMyAccount } from '@gatehouse/schemas/account-center';
import type { EmailBlocklistPolicy } from '@gatehouse/schemas/email-blocklist';
import type { User, UserProfile } from '@gatehouse/schemas/users';
import { ApiError } from '../platform/http/api-error';
import { assertEmailAllowed } from '../sign-in-experience/public';
import { normalizeIdentifier } from '../users/identifiers';
import type { UserService } from '../users/service';
import type { AccountCenterService } from './service';
import type { AccountVerificationService } from './service.verifications';

/** Which user properties each account center field governs in `GET /api/my-account`. */
const readable: Record<AccountCenterField, readonly (keyof MyAccount & keyof User)[]> = {
  name: ['name'],
  avatar: ['avatar'],
  profile: ['profile'],
  customData: ['customData'],
  username: ['username'],
  email: ['primaryEmail'],
  phone: ['primaryPhone'],
  password: ['hasPassword'],
  social: ['identities'],
  mfa: [],
};

/** The account as the settings let its owner see it: every field not Off. */
export const visibleAccount = (user: User, center: AccountCenter): MyAccount => {
  const account: Record<string, unknown> = { id: user.id };
  for (const [field, keys] of Object.entries(readable) as [AccountCenterField, (keyof User)[]][]) {
    if (center.fields[field] === 'Off') continue;
    for (const key of keys) account[key] = user[key];
  }
  return account as MyAccount;
};

/** 403 unless the field is `Edit`: `field_not_enabled` when Off, `field_read_only` when ReadOnly. */
export const assertEditable = (center: AccountCenter, field: AccountCenterField) => {
  const control = center.fields[field];
  if (control === 'Off') throw new ApiError('account_center.field_not_enabled', { field });
  if (control === 'ReadOnly') throw new ApiError('account_center.field_read_only', { field });
};

/** Whether the user keeps some way to be identified: a username, an email, a phone or a social identity. */
const keepsAnIdentifier = (user: User, change: Partial<Pick<User, 'username' | 'primaryEmail' | 'primaryPhone'>>) => {
  const next = { ...user, ...change };
  return Boolean(next.username || next.primaryEmail || next.primaryPhone || Object.keys(next.identities).length > 0);
};

type Services = {
  settings: AccountCenterService;
  /** The sign-in experience's email blocklist, which a new primary email must pass. */
  emailPolicy: () => Promise<EmailBlocklistPolicy>;
  users: UserService;
  verifications: AccountVerificationService;
};

/**
 * A signed-in end user's own account (peer-interfaces §3.3), as the tenant's account center allows:
 * the whole API only while it is enabled; each field read unless Off, written only when Edit; the
 * password, email and phone only with a fresh proof of identity, and a new address only with a code
 * received there. Every write goes through the users capability (its rules, its `User.Data.Updated`
 * event); nothing here writes the users table.
 */
export const createMyAccountService = ({ settings, emailPolicy, users, verifications }: Services) => {
  /** The settings and the user, or why the request goes no further. */
  const load = async (userId: string) => {
    const center = await settings.get();
    if (!center.enabled) throw new ApiError('account_center.not_enabled');
    let user: User;
    try {
      user = await users.get(userId);
    } catch (error) {
      // A token can outlive its user: it then identifies no one.
      if (error instanceof ApiError && error.code === 'user.not_found') throw new ApiError('auth.unauthorized');
      throw error;
    }
    if (user.isSuspended) throw new ApiError('user.suspended');
    return { center, user };
  };

  const primaryKey = { email: 'primaryEmail', phone: 'primaryPhone' } as const;

  return {
    load,

    get: async (userId: string) => {
      const { center, user } = await load(userId);
      return visibleAccount(user, center);
    },

    /** Name, avatar, username, custom data: each only when its field is Edit. */
    patch: async (userId: string, input: PatchMyAccount) => {
      const { center, user } = await load(userId);
      for (const key of Object.keys(input) as (keyof PatchMyAccount)[]) assertEditable(center, key);
      if (input.username === null && !keepsAnIdentifier(user, { username: null })) {
        throw new ApiError('account_center.last_identifier');
      }
      return visibleAccount(await users.patch(userId, input), center);
    },

    /** Merges the profile fields sent into the stored profile. */
    patchProfile: async (userId: string, profile: UserProfile) => {
      const { center } = await load(userId);
      assertEditable(center, 'profile');
      return users.patchProfile(userId, profile);
    },

    /** A new password under the tenant's policy, with a fresh proof of identity. */
    setPassword: async (userId: string, password: string, verificationId: string | undefined) => {
      const { center, user } = await load(userId);
      assertEditable(center, 'password');
      await verifications.assertIdentity(user, verificationId);
      await users.setPassword(userId, { password });
    },

    /** A new primary email or phone: proof of identity, and a record proving the address was reached. */
    setPrimary: async (
      userId: string,
      type: 'email' | 'phone',
      raw: string,
      newIdentifierRecordId: string,
      verificationId: string | undefined,
    ) => {
      const { center, user } = await load(userId);
      assertEditable(center, type);
      await verifications.assertIdentity(user, verificationId);
      const value = normalizeIdentifier(type, raw);
      if (type === 'email') assertEmailAllowed(await emailPolicy(), value);
      const consume = await verifications.takeNewAddress(userId, newIdentifierRecordId, { type, value });
      await users.patch(userId, { [primaryKey[type]]: value });
      await consume();
    },

    /** Removes the primary email or phone, unless it is the last way to identify the user. */
    removePrimary: async (userId: string, type: 'email' | 'phone', verificationId: string | undefined) => {
      const { center, user } = await load(userId);
      assertEditable(center, type);
      await verifications.assertIdentity(user, verificationId);
      if (!keepsAnIdentifier(user, { [primaryKey[type]]: null })) throw new ApiError('account_center.last_identifier');
      await users.patch(userId, { [primaryKey[type]]: null });
    },
  };
};

export type MyAccountService = ReturnType<typeof createMyAccountService>;
