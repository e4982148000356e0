import { type EmailBlocklistPolicy, emailBlockReason } from '@gatehouse/schemas/email-blocklist';
import { ApiError } from '../platform/http/api-error';

/**
 * Refuses an email the sign-in experience's `emailBlocklistPolicy` blocks: 422
 * `email_blocklist.email_not_allowed` for a blocked (or free provider's) domain,
 * `email_blocklist.subaddressing_not_allowed` for a `name+tag@` address. Checked wherever an email
 * comes onto an account: registration, the sign-in pages' profile step, the Account API.
 */
export const assertEmailAllowed = (policy: EmailBlocklistPolicy, email: string) => {
  const reason = emailBlockReason(email, policy);
  if (reason === 'domain') throw new ApiError('email_blocklist.email_not_allowed', { field: 'email' });
  if (reason === 'subaddressing') throw new ApiError('email_blocklist.subaddressing_not_allowed', { field: 'email' });
};
