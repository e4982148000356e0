import { meGuard } from '@gatehouse/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../ApiProvider';
import type { ApiClient } from '../client';
import { meKeys } from './keys';

export const meQuery = (client: ApiClient) =>
  queryOptions({ queryKey: meKeys.me(), queryFn: () => client.get('/me', { guard: meGuard }) });

/** The signed-in console user, with their custom data (spec §7 `GET me`). */
export const useMe = () => useQuery(meQuery(useApi().me));
