import type { Page } from '@playwright/test';
import * as oidc from 'openid-client';

export type Tokens = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

type RelyingPartyOptions = {
  issuer: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri?: string;
  /** Authorization parameters every request of this relying party sends (scope, resource, prompt). */
  defaults?: Record<string, string>;
};

/** One authorization request in flight: the browser is on the sign-in pages, the test process holds the PKCE secret. */
export type Authorization = {
  /** Waits until the browser reaches the redirect URI, then exchanges the code. */
  finish: () => Promise<{ callback: URL; tokens: Tokens }>;
};

/**
 * A public client (code + PKCE) run by openid-client in the test process: the
 * browser follows the authorization request, the test exchanges the code.
 */
const relyingPartyPage =
  '<!doctype html><html lang="en"><title>Relying party</title><p>Back at the application.</p></html>';

export class RelyingParty {
  private constructor(
    readonly config: oidc.Configuration,
    private readonly options: RelyingPartyOptions,
  ) {}

  static async discover(options: RelyingPartyOptions) {
    const config = await oidc.discovery(new URL(options.issuer), options.clientId, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    return new RelyingParty(config, options);
  }

  get clientId() {
    return this.config.clientMetadata().client_id;
  }

  /** Opens a new authorization request in `page`; `parameters` add to or override the defaults. */
  async authorize(page: Page, parameters: Record<string, string> = {}): Promise<Authorization> {
    const { redirectUri } = this.options;
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const url = oidc.buildAuthorizationUrl(this.config, {
      redirect_uri: redirectUri,
      scope: 'openid profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      ...this.options.defaults,
      ...parameters,
    });
    // This test is the relying party: its callback page is a stub (for the console's
    // client that stands in for the real console, whose callback would redeem the code itself).
    await page.route(
      (target) => `${target.origin}${target.pathname}` === redirectUri,
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: relyingPartyPage }),
    );
    await page.goto(url.href);
    return {
      finish: async () => {
        try {
          await page.waitForURL((current) => `${current.origin}${current.pathname}` === redirectUri, {
            timeout: 15_000,
          });
        } catch (error) {
          // Say where the browser is stuck instead, and what the page says there.
          const alerts = await page.getByRole('alert').allInnerTexts();
          const shown = alerts.length > 0 ? `, showing "${alerts.join('", "')}"` : '';
          throw new Error(`The browser did not return to ${redirectUri}: it is on ${page.url()}${shown}`, {
            cause: error,
          });
        }
        const callback = new URL(page.url());
        const tokens = await oidc.authorizationCodeGrant(this.config, callback, {
          pkceCodeVerifier: verifier,
          expectedState: state,
        });
        return { callback, tokens };
      },
    };
  }

  refresh(refreshToken: string, parameters?: Record<string, string>) {
    return oidc.refreshTokenGrant(this.config, refreshToken, parameters);
  }

  /** The userinfo of the tokens' user; openid-client checks its `sub` against the ID token's. */
  userInfo(tokens: Tokens) {
    const subject = tokens.claims()?.sub;
    if (!subject) throw new Error('The token response has no ID token');
    return oidc.fetchUserInfo(this.config, tokens.access_token, subject);
  }

  /** RP-initiated logout: the provider asks for confirmation, the user confirms, the browser lands on the app. */
  async signOut(page: Page, tokens: Tokens) {
    const { postLogoutRedirectUri } = this.options;
    if (!postLogoutRedirectUri) throw new Error('This relying party has no post-logout redirect URI');
    const url = oidc.buildEndSessionUrl(this.config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: postLogoutRedirectUri,
    });
    // With the ID token as hint the provider signs out without asking (the application asked).
    await page.goto(url.href);
    await page.waitForURL((current) => `${current.origin}${current.pathname}` === postLogoutRedirectUri);
  }
}

/** The claims of a JWT access token (the test only reads them; the API verifies them). */
export const jwtClaims = (token: string): Record<string, unknown> => {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};
