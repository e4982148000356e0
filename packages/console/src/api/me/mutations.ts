import { type Me, meGuard, type patchMeGuard } from '@gatehouse/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../ApiProvider';
import { meKeys } from './keys';

const customDataGuard = z.record(z.string(), z.unknown());

/** Merges keys into the user's custom data (`PATCH me/custom-data`) and updates the cached user. */
export const useUpdateCustomData = () => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => me.patch('/me/custom-data', patch, { guard: customDataGuard }),
    onSuccess: (customData) =>
      queryClient.setQueryData<Me>(meKeys.me(), (current) => (current ? { ...current, customData } : current)),
  });
};

/** Updates name, username or avatar (`PATCH me`). 422s are the form's to show (spec §8). */
export const useUpdateMe = () => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: z.input<typeof patchMeGuard>) =>
      me.patch('/me', patch, {
        guard: meGuard,
        suppressErrorCodes: ['user.username_already_in_use', 'user.invalid_username'],
      }),
    onSuccess: (updated) => queryClient.setQueryData(meKeys.me(), updated),
  });
};
