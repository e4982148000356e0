import { applicationGuard } from '@gatehouse/schemas/applications';
import { type IdpInitiatedAuthConfigView, idpInitiatedAuthConfigViewGuard } from '@gatehouse/schemas/sso-idp-initiated';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import type { TenantApi } from '../client';
import { isNotFoundError } from '../errors';
import { ssoConnectorKeys } from './keys';

/** A SAML connector's IdP-initiated sign-in config; null while none is set (the server's 404). */
export const idpInitiatedConfigQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: ssoConnectorKeys.idpInitiated(tenantId, id),
    queryFn: async (): Promise<IdpInitiatedAuthConfigView | null> => {
      try {
        return await client.get('/api/sso-connectors/{id}/idp-initiated-auth-config', {
          params: { id },
          guard: idpInitiatedAuthConfigViewGuard,
          quietStatuses: [404],
        });
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
  });

export const useIdpInitiatedConfig = (id: string) => useQuery(idpInitiatedConfigQuery(useManagementClient(), id));

/** The applications an IdP-initiated sign-in may land in: the tenant's own sign-in apps with a redirect URI. */
export const useIdpInitiatedApplications = () => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: [...ssoConnectorKeys.all(tenantId), 'idp-initiated-apps'],
    queryFn: async () =>
      (await client.get('/api/applications', { guard: z.array(applicationGuard) })).filter(
        (app) =>
          ['Traditional', 'SPA', 'Native'].includes(app.type) &&
          !app.isThirdParty &&
          app.oidcClientMetadata.redirectUris.length > 0,
      ),
  });
};
