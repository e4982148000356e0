import type { BrowserContext, Page } from '@playwright/test';

/**
 * The browser side of the OpenID providers the tests start (`@gatehouse/connectors/social/test/oidc-provider`,
 * on 127.0.0.1), for social and enterprise SSO sign-in alike.
 */

/** The browser may reach the test providers (127.0.0.1), which the confined context otherwise refuses. */
export const allowTestProviders = (context: BrowserContext) =>
  context.route(
    (url) => url.hostname === '127.0.0.1',
    (route) => route.continue(),
  );

/**
 * Rewrites the provider's redirect back to the page at `callback` (`rewrite` gets that URL and
 * returns the one the browser goes to); resolves with the list of rewritten URLs, filled as it
 * happens. Only the first request of a redirect chain is routed: the test follows the provider's
 * hops itself, with the browser's cookies (the context's request client shares them).
 */
export const rewriteProviderCallback = async (page: Page, callback: string, rewrite: (callback: URL) => URL) => {
  const rewritten: string[] = [];
  await page.route(
    (url) => url.hostname === '127.0.0.1' && url.pathname === '/auth',
    async (route) => {
      let url = route.request().url();
      for (let hop = 0; hop < 10; hop += 1) {
        const response = await page.context().request.get(url, { maxRedirects: 0 });
        const location = new URL(response.headers().location ?? '', url);
        if (location.href.startsWith(callback)) {
          const changed = rewrite(location).href;
          rewritten.push(changed);
          return route.fulfill({ status: 302, headers: { location: changed } });
        }
        url = location.href;
      }
      return route.abort();
    },
  );
  return rewritten;
};
