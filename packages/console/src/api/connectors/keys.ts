import { tenantKey } from '../cache';
import { signInExperienceKeys } from '../sign-in-experience/keys';

/** Connectors and the factories they are made from (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const connectorKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'connectors'] as const,
  /**
   * The built-in factories: the same for every tenant, read through the tenant's API. Their setup
   * guides come in the console's language, so the language is part of the key: a switch refetches.
   */
  factories: (tenantId: string, language: string) => [...connectorKeys.all(tenantId), 'factories', language] as const,
  list: (tenantId: string) => [...connectorKeys.all(tenantId), 'list'] as const,
  detail: (tenantId: string, id: string) => [...connectorKeys.all(tenantId), 'detail', id] as const,
  /** What the sign-in experience uses of the connectors: under its key, so its changes refresh it. */
  signInUsage: (tenantId: string) => [...signInExperienceKeys.all(tenantId), 'connector-usage'] as const,
};
