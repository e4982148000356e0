/**
 * The console user's own account: not tenant data, so switching tenants keeps it (spec §4).
 * (The layout of api/<entity>/ is described in api/roles/keys.ts.)
 */
export const meKeys = {
  me: () => ['me'] as const,
};
