import { z } from 'zod';

/**
 * A tenant's OIDC keys (spec §2 `signing-keys`; peer reference `/api/configs/oidc/{keyType}`):
 * private keys sign tokens (published in JWKS), cookie keys sign the provider's cookies. The newest
 * is current and signs; the previous one still verifies until it is deleted or the next rotation.
 * Never the key material.
 */
export const oidcKeyTypes = ['private-keys', 'cookie-keys'] as const;
export type OidcKeyType = (typeof oidcKeyTypes)[number];

export const signingKeyAlgorithms = ['RSA', 'EC'] as const;

export const oidcKeyGuard = z.object({
  id: z.string(),
  /** RSA or EC for a private key; HS256 for a cookie key. */
  algorithm: z.string(),
  /** Milliseconds since the epoch. */
  createdAt: z.number(),
  status: z.enum(['current', 'previous']),
});

export type OidcKey = z.infer<typeof oidcKeyGuard>;

export const rotateOidcKeyGuard = z.object({
  /** For private keys only; cookie keys are always random 256-bit secrets. RSA when absent. */
  signingKeyAlgorithm: z.enum(signingKeyAlgorithms).optional(),
});
