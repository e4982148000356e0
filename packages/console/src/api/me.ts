import { type Me, meGuard } from '@gatehouse/schemas/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from './ApiProvider';
import type { ApiClient } from './client';
import { queryKeys } from './keys';

export const meQuery = (client: ApiClient) =>
  queryOptions({ queryKey: queryKeys.me(), queryFn: () => client.get('/me', { guard: meGuard }) });

/** The signed-in console user, with their custom data (spec §7 `GET me`). */
export const useMe = () => useQuery(meQuery(useApi().me));

const customDataGuard = z.record(z.string(), z.unknown());

/** Merges keys into the user's custom data (`PATCH me/custom-data`) and updates the cached user. */
export const useUpdateCustomData = () => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Record<string, unknown>) => me.patch('/me/custom-data', patch, { guard: customDataGuard }),
    onSuccess: (customData) =>
      queryClient.setQueryData<Me>(queryKeys.me(), (current) => (current ? { ...current, customData } : current)),
  });
};

/** Updates name, username or avatar (`PATCH me`). 422s are the form's to show (spec §8). */
export const useUpdateMe = () => {
  const { me } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<Pick<Me, 'name' | 'username' | 'avatar'>>) =>
      me.patch('/me', patch, {
        guard: meGuard,
        suppressErrorCodes: ['user.username_already_in_use', 'user.invalid_username'],
      }),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.me(), updated),
  });
};
