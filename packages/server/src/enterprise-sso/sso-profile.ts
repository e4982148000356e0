/*
 * What a sign-in takes from a provider's verified claims (OIDC-named, whatever the protocol): who
 * the person is at the provider and the profile that identification and profile sync use. One
 * reading for the sign-in (experience/verifications/enterprise-sso.ts) and the connection test.
 */

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined);

export type SsoProfile = { identityId: string; email?: string; name?: string; avatar?: string };

export const ssoProfileOf = (claims: Record<string, unknown>): SsoProfile => {
  const email = text(claims.email, 256)?.toLowerCase();
  const name = text(claims.name, 128);
  const picture = text(claims.picture, 2048);
  return {
    identityId: String(claims.sub),
    ...(email && { email }),
    ...(name && { name }),
    // Only an https picture is ever shown.
    ...(picture?.startsWith('https://') && { avatar: picture }),
  };
};
