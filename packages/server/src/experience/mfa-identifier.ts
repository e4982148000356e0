import type { Trx } from '../platform/db/database';
import { assertIdentifiersFree, rethrowIdentifierConflict, userRecords } from '../users/public';

const columnOf = { email: 'primaryEmail', phone: 'primaryPhone' } as const;

/**
 * A code factor enrolled with a new address (verifications/mfa-verification-code.ts): the address
 * becomes the user's primary email / phone at submit, in the caller's transaction, if another user
 * did not take it since the code was sent (422 `user.email_already_in_use` / `user.phone_already_in_use`).
 */
export const bindPrimaryIdentifier = async (
  trx: Trx,
  tenantId: string,
  userId: string,
  type: 'email' | 'phone',
  value: string,
) => {
  const column = columnOf[type];
  await assertIdentifiersFree(trx, tenantId, { [column]: value }, userId);
  try {
    await userRecords(tenantId).updateById(trx, userId, { [column]: value });
  } catch (error) {
    rethrowIdentifierConflict(error);
  }
};
