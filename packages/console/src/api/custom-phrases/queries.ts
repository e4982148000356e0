import { customPhraseGuard } from '@gatehouse/schemas/custom-phrases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { customPhraseKeys } from './keys';

/** Every language the tenant has custom phrases for, with its phrases, in tag order. */
export const customPhrasesQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: customPhraseKeys.list(tenantId),
    queryFn: () => client.get('/api/custom-phrases', { guard: z.array(customPhraseGuard) }),
  });

export const useCustomPhrases = () => useQuery(customPhrasesQuery(useManagementClient()));
