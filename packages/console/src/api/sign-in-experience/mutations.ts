import type { PartialPasswordPolicy } from '@gatehouse/schemas/password-policy';
import { type patchSignInExperienceGuard, signInExperienceGuard } from '@gatehouse/schemas/sign-in-experience';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { signInExperienceKeys } from './keys';

type Patch = z.input<typeof patchSignInExperienceGuard>;

/** Saves changed settings; the answer becomes the cached record, and the password policy is read again. */
export const usePatchSignInExperience = () => {
  const { tenantId, client } = useManagementClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Patch) =>
      client.patch('/api/sign-in-exp', patch, {
        guard: signInExperienceGuard,
        suppressErrorCodes: ['sign_in_experience.invalid_configuration'],
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(signInExperienceKeys.detail(tenantId), saved);
      await queryClient.invalidateQueries({ queryKey: signInExperienceKeys.passwordPolicy(tenantId) });
    },
  });
};

const checkGuard = z.object({
  result: z.boolean(),
  issues: z.array(
    z.object({
      code: z.string(),
      message: z.string(),
      interpolation: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});

/** Tries a password against the stored policy with the unsaved changes merged over it. */
export const useCheckPassword = () => {
  const { client } = useManagementClient();
  return useMutation({
    mutationFn: (body: { password: string; passwordPolicy?: PartialPasswordPolicy }) =>
      client.post('/api/sign-in-exp/default/check-password', body, { guard: checkGuard }),
  });
};
