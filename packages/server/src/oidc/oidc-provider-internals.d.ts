// Types for the one oidc-provider internal module Gatehouse imports; only internals.ts may use it.
// lib/helpers/weak_cache.js (oidc-provider 9.13.3) returns a provider's private `#int` record, or
// undefined for anything that is not a provider. Typed loosely on purpose: internals.ts checks
// what it reads at runtime and fails with a clear message when it is not there.
declare module 'oidc-provider/lib/helpers/weak_cache.js' {
  import type { TokenEndpointGrantContext } from 'oidc-provider';

  type GrantHandler = (ctx: TokenEndpointGrantContext) => Promise<void>;
  const instance: (provider: unknown) => { grantTypeHandlers?: Map<string, GrantHandler> } | undefined;
  export default instance;
}
