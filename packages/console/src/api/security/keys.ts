import { tenantKey } from '../cache';

/** The security page's data (the layout of api/<entity>/ is described in api/roles/keys.ts). */
export const securityKeys = {
  all: (tenantId: string) => [...tenantKey(tenantId), 'security'] as const,
  /** The CAPTCHA provider, or null when none is set. */
  captchaProvider: (tenantId: string) => [...securityKeys.all(tenantId), 'captcha-provider'] as const,
};
