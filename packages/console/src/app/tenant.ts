import { useCallback } from 'react';
import { useParams } from 'react-router';
import { selfHostedTenantId, tenantEndpoint, tenantPath } from '../utils/tenant-path';
import { isCloud } from './config';
import { useConsoleConfig } from './config-context';

/**
 * The tenant the console is showing — from the path in the cloud
 * (`/{tenantId}/…`), always `default` self-hosted — and `path`, which adds
 * the tenant prefix to an absolute console path.
 */
export const useTenant = () => {
  const config = useConsoleConfig();
  const cloud = isCloud(config);
  const { tenantId: fromPath } = useParams();
  const tenantId = cloud ? fromPath : selfHostedTenantId;
  if (!tenantId) throw new Error('Tenant ID not found');
  const path = useCallback((target: string) => tenantPath(target, { cloud, tenantId }), [cloud, tenantId]);
  return { tenantId, path };
};

/** The current tenant's base URL on the user endpoint and its OIDC issuer. */
export const useTenantEndpoints = () => {
  const { userEndpoint } = useConsoleConfig();
  const { tenantId } = useTenant();
  const endpoint = tenantEndpoint(userEndpoint, tenantId);
  return { endpoint, issuer: `${endpoint}/oidc` };
};
