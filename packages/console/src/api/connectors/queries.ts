import { type ConnectorView, connectorFactoryGuard, connectorGuard } from '@gatehouse/schemas/connectors';
import { signInExperienceGuard } from '@gatehouse/schemas/sign-in-experience';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { connectorKeys } from './keys';

/**
 * The built-in connector factories; they change only with a release of the server. The server
 * answers their guides in the request's language (`Accept-Language`, the console's): one entry per language.
 */
export const connectorFactoriesQuery = ({ tenantId, client }: TenantApi, language: string) =>
  queryOptions({
    queryKey: connectorKeys.factories(tenantId, language),
    queryFn: () => client.get('/api/connector-factories', { guard: z.array(connectorFactoryGuard) }),
    staleTime: 10 * 60_000,
  });

export const useConnectorFactories = () => {
  const { i18n } = useTranslation();
  return useQuery(connectorFactoriesQuery(useManagementClient(), i18n.language));
};

/** Every connector of the tenant (at most one email, one SMS and one per identity provider: never paged). */
export const connectorListQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: connectorKeys.list(tenantId),
    queryFn: () => client.get('/api/connectors', { guard: z.array(connectorGuard) }),
  });

export const useConnectorList = () => useQuery(connectorListQuery(useManagementClient()));

/**
 * Whether the tenant sends email now (an enabled email connector): invitations are emailed then.
 * Undefined while unknown.
 */
export const useEmailDelivery = () => {
  const list = useConnectorList();
  return list.data?.some((connector) => connector.type === 'email' && connector.enabled);
};

export const connectorQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: connectorKeys.detail(tenantId, id),
    queryFn: () => client.get('/api/connectors/{id}', { params: { id }, guard: connectorGuard, ...shownAsNotFound }),
  });

export const useConnector = (id: string) => useQuery(connectorQuery(useManagementClient(), id));

const usageGuard = signInExperienceGuard.pick({ signIn: true, signUp: true, socialSignInConnectorTargets: true });

/**
 * Which connectors the sign-in experience uses: email or phone codes at sign-in or sign-up, and the
 * identity providers whose buttons it shows.
 */
export const connectorSignInUsageQuery = ({ tenantId, client }: TenantApi) =>
  queryOptions({
    queryKey: connectorKeys.signInUsage(tenantId),
    queryFn: async () => {
      const { signIn, signUp, socialSignInConnectorTargets } = await client.get('/api/sign-in-exp', {
        guard: usageGuard,
      });
      const usesCodes = (identifier: 'email' | 'phone') =>
        signIn.methods.some((method) => method.identifier === identifier && method.verificationCode) ||
        (signUp.verify && signUp.identifiers.includes(identifier));
      return { email: usesCodes('email'), sms: usesCodes('phone'), socialTargets: socialSignInConnectorTargets };
    },
  });

export const useConnectorSignInUsage = () => useQuery(connectorSignInUsageQuery(useManagementClient()));

/** The channels that deliver codes: an enabled email connector, an enabled SMS connector. */
export const channelsOf = (connectors: readonly ConnectorView[] | undefined) => ({
  email: Boolean(connectors?.some((connector) => connector.type === 'email' && connector.enabled)),
  phone: Boolean(connectors?.some((connector) => connector.type === 'sms' && connector.enabled)),
});
