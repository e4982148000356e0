import type { PasswordPolicy } from '@gatehouse/schemas/password-policy';
import { checkPassword, type PasswordUserInfo } from '@gatehouse/schemas/password-rules';
import { ApiError } from '../platform/http/api-error';

/**
 * Throws when `password` breaks `policy` (spec §5): an ApiError with the first issue's code (422) and
 * every issue in `data.issues`, so a client can show them all at once.
 *
 * @example
 * await validatePassword(password, signInExperience.passwordPolicy, { email }, isBreached);
 */
export const validatePassword = async (
  password: string,
  policy: PasswordPolicy,
  userInfo: PasswordUserInfo | undefined,
  isBreached: (password: string) => Promise<boolean>,
): Promise<void> => {
  const issues = await checkPassword(password, policy, userInfo, isBreached);
  const [firstIssue] = issues;
  if (firstIssue) throw new ApiError(firstIssue.code, { issues });
};
