import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { pageSecurityHeaders } from '../experience/static';

type Directives = Map<string, string[]>;

const parsePolicy = (policy: string): Directives =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );

const serializePolicy = (directives: Directives) =>
  [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');

const pagePolicy = pageSecurityHeaders['content-security-policy'];

/**
 * Lets one inline script of the page being answered run, by adding its SHA-256 to the answer's
 * `script-src` (CSP3 §2.3.1 hash-source), as oidc-provider does for its own form_post page. Returns
 * the script, to be put in the page unchanged.
 *
 * @example
 * ctx.body = `<script>${allowInlineScript(ctx, autoSubmit)}</script>`;
 */
export const allowInlineScript = (ctx: KoaContextWithOIDC, script: string) => {
  const directives = parsePolicy(ctx.response.get('content-security-policy') || pagePolicy);
  const digest = createHash('sha256').update(script).digest('base64');
  directives.set('script-src', [...(directives.get('script-src') ?? ["'self'"]), `'sha256-${digest}'`]);
  ctx.set('content-security-policy', serializePolicy(directives));
  return script;
};

/** A CSP source for a URI's origin (`https://app.example`), or its scheme (`com.example.app:`) if it has none. */
const sourceOf = (uri: unknown) => {
  if (typeof uri !== 'string' || !URL.canParse(uri)) return undefined;
  const { origin, protocol } = new URL(uri);
  // Only plain origins and schemes: nothing that could close the directive (`;`) or add sources.
  if (/^[a-z][a-z\d+.-]*:\/\/[a-z\d.-]+(:\d+)?$/i.test(origin)) return origin;
  if (origin === 'null' && /^[a-z][a-z\d+.-]*:$/i.test(protocol)) return protocol;
  return undefined;
};

/**
 * Where a form of the page may lead besides this origin: the client's redirect URI (a form_post
 * response) or its post-logout redirect URI (the logout forms post here and are sent on with a
 * 303). Browsers hold the redirect after a form submission to `form-action` too
 * (https://github.com/w3c/webappsec-csp/issues/8). oidc-provider renders a page only once it has
 * checked these against the client's registration (or dropped them), so they are the client's own.
 */
const formTargetsOf = (ctx: KoaContextWithOIDC) => {
  const params = ctx.oidc?.params;
  return [params?.redirect_uri, params?.post_logout_redirect_uri].flatMap((uri) => sourceOf(uri) ?? []);
};

/**
 * Koa middleware of the provider: every HTML answer of the OIDC surface (the logout pages, the
 * post-logout page, form_post responses) gets the sign-in pages' security headers, a strict
 * Content-Security-Policy and `X-Content-Type-Options: nosniff` among them. The policy is set
 * before the answer is made so that the page's inline script can add its hash (oidc-provider's
 * form_post does so by itself; ours uses allowInlineScript); other answers (JSON) go without it.
 *
 * @example
 * provider.use(oidcPageSecurity);
 */
export const oidcPageSecurity = async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
  ctx.set('content-security-policy', pagePolicy);
  await next();
  if (!ctx.response.is('html')) {
    ctx.remove('content-security-policy');
    return;
  }
  const directives = parsePolicy(ctx.response.get('content-security-policy') || pagePolicy);
  const formAction = new Set([...(directives.get('form-action') ?? ["'self'"]), ...formTargetsOf(ctx)]);
  directives.set('form-action', [...formAction]);
  ctx.set({ ...pageSecurityHeaders, 'content-security-policy': serializePolicy(directives) });
};
