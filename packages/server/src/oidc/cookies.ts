import type { Configuration } from 'oidc-provider';

type Options = {
  /** Cookie signing keys, newest first. */
  keys: string[];
  issuer: string;
  /** Where the tenant's pages and OIDC endpoints live (`''` at the root, `/t/acme` by path prefix). */
  basePath: string;
  trustProxy: boolean;
};

/**
 * The provider's session and interaction cookies: signed, HttpOnly, SameSite=Lax, scoped to the
 * tenant's path, and Secure whenever the issuer is https. Node serves plain http, so https means a
 * TLS proxy in front, which must be trusted (TRUST_PROXY) for Koa to see https.
 *
 * @example
 * cookies: cookiesFor({ keys: cookieKeys, issuer, basePath, trustProxy: config.trustProxy }),
 */
export const cookiesFor = ({ keys, issuer, basePath, trustProxy }: Options): Configuration['cookies'] => {
  const secure = issuer.startsWith('https:') && trustProxy;
  const path = basePath || '/';
  return {
    keys,
    long: { signed: true, httpOnly: true, sameSite: 'lax', secure, path },
    short: { signed: true, httpOnly: true, sameSite: 'lax', secure, path },
  };
};
