import { handleSubmitError } from '../api/submit-errors';
import { type ConfirmOptions, confirm } from '../components/ConfirmDialog/store';
import { toast } from '../components/Toast/store';

/**
 * The console's destructive actions, one way: ask first (a danger
 * confirmation), then run the action and say `success`, or handle the
 * failure as a form does (spec §8). Resolves whether the action ran.
 *
 * @example
 * if (await confirmThenRun({ message }, () => remove.mutateAsync(id), t('roles.deleted', { name }))) navigate('/roles');
 */
export const confirmThenRun = async (options: ConfirmOptions, action: () => Promise<unknown>, success: string) => {
  if ((await confirm({ kind: 'danger', ...options })) !== 'confirmed') return false;
  return runThenSay(action, success);
};

/**
 * Runs an action of a dialog or a list (assign, add, save roles) and says `success` when given, or
 * handles the failure as a form does. Resolves whether the action ran, which is whether the dialog
 * may close.
 *
 * @example
 * const assign = (roleIds: string[]) => runThenSay(() => assignRoles.mutateAsync(roleIds), t('users.roles_assigned'));
 */
export const runThenSay = async (action: () => Promise<unknown>, success?: string) => {
  try {
    await action();
    if (success !== undefined) toast.success(success);
    return true;
  } catch (error) {
    handleSubmitError(error);
    return false;
  }
};
