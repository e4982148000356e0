import { ApiRequestError } from '../../api/errors';
import { handleSubmitError } from '../../api/submit-errors';
import { tenantMemberCodes } from '../../api/tenants/mutations';
import { toast } from '../../components/Toast/store';

/**
 * Runs a member change and says `success`; the last admin's refusal (422 `tenant_member.last_admin`)
 * says why in words of its own, any other failure is handled as a form's (spec §8).
 */
export const runMemberChange = async (action: () => Promise<unknown>, success: string, lastAdmin: string) => {
  try {
    await action();
    toast.success(success);
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === tenantMemberCodes.lastAdmin) toast.error(lastAdmin);
    else handleSubmitError(error);
    return false;
  }
};
