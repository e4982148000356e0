import { jwtCustomizerGuard } from '@gatehouse/schemas/jwt-customizer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { jwtCustomizerKeys } from './keys';

/** Both token types' scripts (at most two), read at once: the index and the editor share them. */
export const jwtCustomizersQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: jwtCustomizerKeys.list(tenantId),
    queryFn: () => client.get('/api/configs/jwt-customizer', { guard: z.array(jwtCustomizerGuard) }),
  });

export const useJwtCustomizers = () => useQuery(jwtCustomizersQuery(useManagementClient()));
