import type { OidcKeyType } from '@gatehouse/schemas/signing-keys';
import { tenantKey } from '../cache';

/** The tenant's signing and cookie keys (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const signingKeyKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'signing-keys'] as const,
  list: (tenantId: string, keyType: OidcKeyType) => [...signingKeyKeys.all(tenantId), 'list', keyType] as const,
};
