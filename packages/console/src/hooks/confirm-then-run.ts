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
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    handleSubmitError(error);
    return false;
  }
};
