// Types for the oidc-provider internal modules Gatehouse imports; only internals.ts may use it.
// lib/helpers/weak_cache.js (oidc-provider 9.13.3) returns a provider's private `#int` record, or
// undefined for anything that is not a provider. Typed loosely on purpose: internals.ts checks
// what it reads at runtime and fails with a clear message when it is not there.
declare module 'oidc-provider/lib/helpers/weak_cache.js' {
  import type { TokenEndpointGrantContext } from 'oidc-provider';

  type GrantHandler = (ctx: TokenEndpointGrantContext) => Promise<void>;
  const instance: (provider: unknown) =>
    | {
        grantTypeHandlers?: Map<string, GrantHandler>;
        features?: { resourceIndicators?: { getResourceServerInfo?: unknown } };
      }
    | undefined;
  export default instance;
}

// lib/helpers/als.js: the AsyncLocalStorage every request of every provider runs in (`Provider.ctx` reads it).
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const als: AsyncLocalStorage<unknown>;
  export default als;
}
