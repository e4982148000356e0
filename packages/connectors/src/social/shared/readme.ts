/** The step every social connector's guide has: the callback URL to register with the provider. */
export const callbackUrlNote =
  'Register the callback (redirect) URL `{endpoint}/callback/{connectorId}` with the provider: ' +
  "`{endpoint}` is your Gatehouse's public address and `{connectorId}` the ID this connector gets " +
  'when you add it, shown on its page. The provider must send users back to exactly that URL.';
