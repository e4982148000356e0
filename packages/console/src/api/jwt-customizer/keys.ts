import { tenantKey } from '../cache';

/** The tenant's custom JWT scripts (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const jwtCustomizerKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'jwt-customizer'] as const,
  list: (tenantId: string) => [...jwtCustomizerKeys.all(tenantId), 'list'] as const,
};
