import type { BrowserContext, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator (CDP `WebAuthn` domain) on one page: a platform authenticator
 * holding discoverable credentials and verifying its user, as a phone's or laptop's passkeys do.
 * `verifies(false)` makes it fail user verification, which the browser reports as NotAllowedError
 * (as when a person cancels the prompt).
 */
export const virtualAuthenticator = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    verifies: (isUserVerified: boolean) => cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
};
