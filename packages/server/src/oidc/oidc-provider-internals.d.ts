// oidc-provider keeps its registered grant handlers in per-instance internals that this module
// reads; no public API returns a registered handler, and wrapping one needs it (organization-tokens.ts).
declare module 'oidc-provider/lib/helpers/weak_cache.js' {
  type GrantHandler = (ctx: unknown) => Promise<void>;
  const instance: (provider: unknown) => { grantTypeHandlers: Map<string, GrantHandler> };
  export default instance;
}
