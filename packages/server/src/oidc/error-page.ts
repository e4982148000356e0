import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import { readableTextOn } from '@gatehouse/schemas/colors';
import { matchLanguage, negotiateLanguage, type UiLanguage } from '@gatehouse/schemas/languages';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtmlAttribute as escapeHtml } from '../platform/http/static-files';

type ErrorOut = { error: string; error_description?: string };
type Reason = 'invalid_redirect_uri' | 'invalid_client' | 'session_expired' | 'unknown';

/**
 * What a person can do about the error, by oidc-provider's error class: the request's redirect_uri,
 * its client, or its interaction (expired, or the cookie gone).
 */
const reasonOf = (out: ErrorOut, error: Error): Reason => {
  if (out.error === 'invalid_redirect_uri') return 'invalid_redirect_uri';
  if (out.error === 'invalid_client') return 'invalid_client';
  if (error.name === 'SessionNotFound') return 'session_expired';
  return 'unknown';
};

/** `ui_locales` of the request, then the browser's languages, then the sign-in experience's default. */
const languageOf = (ctx: KoaContextWithOIDC, settings: SignInExperience): UiLanguage => {
  const uiLocales = ctx.oidc?.params?.ui_locales;
  const requested = typeof uiLocales === 'string' ? matchLanguage(uiLocales.split(' ').join(',')) : undefined;
  return (
    requested ?? negotiateLanguage(ctx.get('accept-language'), matchLanguage(settings.languageInfo.fallbackLanguage))
  );
};

/** The error page itself: every value escaped; no script; styles inline (the OIDC page CSP allows them). */
export const errorPageHtml = (settings: SignInExperience, language: UiLanguage, reason: Reason, code: string) => {
  const text = experiencePhrases[language].oidc_error;
  const { color, branding, unknownSessionRedirectUrl } = settings;
  const primary = color.primaryColor;
  const darkPrimary = color.darkPrimaryColor;
  const logo = branding.logoUrl
    ? `<picture>${
        branding.darkLogoUrl && color.isDarkModeEnabled
          ? `<source srcset="${escapeHtml(branding.darkLogoUrl)}" media="(prefers-color-scheme: dark)">`
          : ''
      }<img class="logo" src="${escapeHtml(branding.logoUrl)}" alt=""></picture>`
    : '';
  const onward =
    unknownSessionRedirectUrl && reason !== 'invalid_redirect_uri'
      ? `<a class="onward" href="${escapeHtml(unknownSessionRedirectUrl)}">${escapeHtml(experiencePhrases[language].action.back)}</a>`
      : '';
  const dark = color.isDarkModeEnabled
    ? `@media (prefers-color-scheme:dark){:root{color-scheme:dark}body{background:#111215;color:#f1f1f3}main{background:#1c1d21;border-top-color:${escapeHtml(darkPrimary)}}.code{color:#b9bcc4}.onward{background:${escapeHtml(darkPrimary)};color:${readableTextOn(darkPrimary)}}}`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${color.isDarkModeEnabled ? 'light dark' : 'light'}">
<meta name="robots" content="noindex">
${branding.favicon ? `<link rel="icon" href="${escapeHtml(branding.favicon)}">` : ''}
<title>${escapeHtml(text.title)}</title>
<style>
:root{color-scheme:light}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;box-sizing:border-box;font:400 16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f4f4f7;color:#191c1d}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px 28px;box-sizing:border-box;box-shadow:0 2px 12px rgb(0 0 0 / 8%);border-top:4px solid ${escapeHtml(primary)}}
.logo{height:40px;width:auto;max-width:240px;display:block;margin-bottom:16px}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 16px}
.code{color:#5b5f62;font-size:.875rem}
.onward{display:inline-block;padding:12px 16px;border-radius:10px;background:${escapeHtml(primary)};color:${readableTextOn(primary)};font-weight:600;text-decoration:none}
.onward:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
${dark}
</style>
</head>
<body>
<main>
${logo}
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text[reason])}</p>
<p class="code">${escapeHtml(text.code.replace('{{code}}', code))}</p>
${onward}
</main>
</body>
</html>`;
};

/**
 * oidc-provider's `renderError` (its hook for errors it cannot send back to the client): a person
 * in a browser gets a page in their language and the tenant's branding; anything that prefers
 * JSON, or names no type, keeps the provider's JSON answer (DESIGN: protocol endpoints keep OIDC's
 * shape). The page names the error code only: the description may quote the request.
 * The security headers come from oidcPageSecurity, as for every OIDC page.
 *
 * @example
 * renderError: renderErrorPage(() => sources.findSignInExperience()),
 */
export const renderErrorPage =
  (findSettings: () => Promise<SignInExperience>): NonNullable<Configuration['renderError']> =>
  async (ctx, out, error) => {
    if (ctx.accepts('json', 'html') !== 'html') {
      ctx.type = 'json';
      ctx.body = out;
      return;
    }
    const settings = await findSettings();
    const code = /^[a-z_]+$/.test(out.error) ? out.error : 'server_error';
    ctx.type = 'html';
    ctx.body = errorPageHtml(settings, languageOf(ctx, settings), reasonOf(out, error), code);
  };
