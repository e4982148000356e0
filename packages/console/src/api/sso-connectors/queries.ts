import { ssoConnectorGuard, ssoProviderGuard } from '@gatehouse/schemas/sso-connectors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { ssoConnectorKeys } from './keys';

/** The providers; they change only with a release of the server. */
export const ssoProvidersQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: ssoConnectorKeys.providers(tenantId),
    queryFn: () => client.get('/api/sso-connector-providers', { guard: z.array(ssoProviderGuard) }),
    staleTime: 10 * 60_000,
  });

export const useSsoProviders = () => useQuery(ssoProvidersQuery(useManagementClient()));

/** Every SSO connector of the tenant, oldest first (a handful per tenant: never paged). */
export const ssoConnectorListQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: ssoConnectorKeys.list(tenantId),
    queryFn: () => client.get('/api/sso-connectors', { guard: z.array(ssoConnectorGuard) }),
  });

export const useSsoConnectorList = () => useQuery(ssoConnectorListQuery(useManagementClient()));

export const ssoConnectorQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: ssoConnectorKeys.detail(tenantId, id),
    queryFn: () =>
      client.get('/api/sso-connectors/{id}', { params: { id }, guard: ssoConnectorGuard, ...shownAsNotFound }),
  });

export const useSsoConnector = (id: string) => useQuery(ssoConnectorQuery(useManagementClient(), id));
