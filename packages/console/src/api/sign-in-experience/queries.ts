import { signInExperienceGuard } from '@gatehouse/schemas/sign-in-experience';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { signInExperienceKeys } from './keys';

/** The tenant's sign-in experience settings, whole. */
export const signInExperienceQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: signInExperienceKeys.detail(tenantId),
    queryFn: () => client.get('/api/sign-in-exp', { guard: signInExperienceGuard }),
  });

export const useSignInExperience = () => useQuery(signInExperienceQuery(useManagementClient()));

const passwordPolicyGuard = z.object({ passwordPolicy: z.object({ length: z.object({ min: z.number() }) }) });

/** The tenant's minimum password length, so generated passwords always pass its policy. */
export const passwordMinLengthQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: signInExperienceKeys.passwordPolicy(tenantId),
    queryFn: async () =>
      (await client.get('/api/sign-in-exp', { guard: passwordPolicyGuard })).passwordPolicy.length.min,
    staleTime: 60_000,
  });

export const usePasswordMinLength = () => useQuery(passwordMinLengthQuery(useManagementClient()));
