import type { Database } from '../platform/db/database';
import { findUserScoped } from './queries';

/**
 * The OIDC claims of a user (spec §3 user fields), or undefined when the user
 * does not exist or is suspended — so a suspended user's refresh fails.
 */
export const findAccountClaims = async (database: Database, tenantId: string, userId: string) => {
  const user = await findUserScoped(database.system, tenantId, 'id', userId);
  if (!user || user.isSuspended) return undefined;
  return {
    sub: user.id,
    name: user.name,
    username: user.username,
    picture: user.avatar,
    email: user.primaryEmail,
    email_verified: Boolean(user.primaryEmail),
    phone_number: user.primaryPhone,
    phone_number_verified: Boolean(user.primaryPhone),
    custom_data: user.customData,
    identities: user.identities,
    created_at: user.createdAt.getTime(),
    updated_at: user.updatedAt.getTime(),
  };
};
