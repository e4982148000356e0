import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';

/** Pages of the test relying party on the default tenant: no server answers them, so the browser gets a stub. */
const relyingPartyPages = /^\/e2e\/(callback|signed-out)$/;

let contexts = 0;

/**
 * A client address of its own for each browser context (the server trusts X-Forwarded-For in the
 * tests): the Experience API's per-address limits then count one test's requests, not the suite's.
 */
const ownAddress = () => {
  contexts += 1;
  return `10.${process.pid % 250}.${Math.floor(contexts / 250) % 250}.${(contexts % 250) + 1}`;
};

/**
 * Keeps a browser context on the Gatehouse under test: requests leaving
 * localhost are refused (oidc-provider's logout page imports a web font), and
 * the relying parties' callback pages answer a tiny document instead of a 404.
 */
export const confine = async (context: BrowserContext) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() });
  await context.route(
    (url) => url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  await context.route(
    (url) => url.hostname === 'localhost' && relyingPartyPages.test(url.pathname),
    (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="en"><title>Relying party</title><p>Back at the application.</p></html>',
      }),
  );
};

/**
 * A new, confined browser context (for a second visitor, or a worker fixture).
 * English and light unless told otherwise: inside a test, `browser.newContext`
 * would otherwise inherit that test's `test.use` options (a French locale, say).
 */
export const newConfinedContext = async (browser: Browser, options?: BrowserContextOptions) => {
  const context = await browser.newContext({ locale: 'en-US', colorScheme: 'light', ...options });
  await confine(context);
  return context;
};
