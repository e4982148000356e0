/**
 * The console user's tenants and the invitations addressed to them (cloud API on the admin
 * endpoint): the user's own data, not one tenant's, so switching tenants keeps it (spec §4).
 */
export const cloudKeys = {
  tenants: () => ['cloud', 'tenants'] as const,
  invitations: () => ['cloud', 'invitations'] as const,
  invitation: (id: string) => ['cloud', 'invitations', id] as const,
};
