import { type OidcKeyType, oidcKeyGuard } from '@gatehouse/schemas/signing-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { signingKeyKeys } from './keys';

/** One type's keys, current first; never their material. */
export const signingKeysQuery = ({ tenantId, client }: TenantApi, keyType: OidcKeyType) =>
  queryOptions({
    queryKey: signingKeyKeys.list(tenantId, keyType),
    queryFn: () => client.get('/api/configs/oidc/{keyType}', { params: { keyType }, guard: z.array(oidcKeyGuard) }),
  });

export const useSigningKeys = (keyType: OidcKeyType) => useQuery(signingKeysQuery(useManagementClient(), keyType));
