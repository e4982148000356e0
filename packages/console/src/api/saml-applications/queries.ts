import { samlApplicationGuard, samlApplicationSecretGuard } from '@gatehouse/schemas/saml-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useManagementClient } from '../ApiProvider';
import { shownAsNotFound, type TenantApi } from '../client';
import { samlApplicationKeys } from './keys';

export const samlApplicationQuery = ({ tenantId, client }: TenantApi, id: string) =>
  queryOptions({
    queryKey: samlApplicationKeys.detail(tenantId, id),
    queryFn: () =>
      client.get('/api/saml-applications/{id}', { params: { id }, guard: samlApplicationGuard, ...shownAsNotFound }),
  });

/** A SAML application with its SAML config (entity id, ACS, attribute mapping, NameID format, encryption). */
export const useSamlApplication = (id: string) => useQuery(samlApplicationQuery(useManagementClient(), id));

/** Its signing certificates, newest first (private keys never leave the server). */
export const useSamlApplicationSecrets = (id: string) => {
  const { tenantId, client } = useManagementClient();
  return useQuery({
    queryKey: samlApplicationKeys.secrets(tenantId, id),
    queryFn: () =>
      client.get('/api/saml-applications/{id}/secrets', {
        params: { id },
        guard: z.array(samlApplicationSecretGuard),
      }),
  });
};

/** Reads the IdP metadata XML (anonymous on the server), fresh each time: for a download, never cached. */
export const useReadSamlIdpMetadata = () => {
  const { client } = useManagementClient();
  return (id: string) => client.get('/api/saml-applications/{id}/metadata', { params: { id }, guard: z.string() });
};
