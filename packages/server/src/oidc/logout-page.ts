import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import { matchLanguage, negotiateLanguage } from '@gatehouse/schemas/languages';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { allowInlineScript } from './page-security';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const languageOf = (ctx: KoaContextWithOIDC) => {
  const uiLocales = ctx.oidc.params?.ui_locales;
  const requested = typeof uiLocales === 'string' ? matchLanguage(uiLocales.split(' ').join(',')) : undefined;
  return requested ?? negotiateLanguage(ctx.get('accept-language'));
};

/** Sends the provider's logout form at once, as a confirmation (`logout=yes`). */
const autoSubmit =
  "(()=>{const f=document.getElementById('op.logoutForm');const i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()})()";

/**
 * The provider's sign-out step (OpenID Connect RP-Initiated Logout §2). With
 * an `id_token_hint` the provider has checked, the application itself asked
 * for the sign-out: the form is sent at once. Without one, the user is asked
 * first (a bare link must not sign anyone out). Either way the form carries
 * the provider's anti-CSRF token. The security headers (a strict CSP that lets only this page's
 * own script run, nosniff, no framing) come from oidcPageSecurity, as for every OIDC page.
 */
export const logoutSource = async (ctx: KoaContextWithOIDC, form: string) => {
  const language = languageOf(ctx);
  const text = experiencePhrases[language].sign_out;
  const hinted = typeof ctx.oidc.params?.id_token_hint === 'string' && ctx.oidc.params.id_token_hint !== '';
  const host = escapeHtml(ctx.host);
  ctx.type = 'html';
  ctx.body = `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:400 15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f7;color:#191c1d}
main{width:min(400px,calc(100vw - 32px));background:#fff;border:1px solid #e2e2e8;border-radius:12px;padding:32px;text-align:center}
h1{font-size:20px;margin:0 0 24px;font-weight:600}
button{display:block;width:100%;height:44px;margin-top:12px;border-radius:8px;font:500 15px system-ui,sans-serif;cursor:pointer}
.yes{background:#6139f6;color:#fff;border:1px solid #6139f6}.no{background:transparent;color:#191c1d;border:1px solid #c7c7d0}
button:focus-visible{outline:2px solid #6139f6;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#101114;color:#f2f2f5}main{background:#1b1c21;border-color:#2e3038}.no{color:#f2f2f5;border-color:#454852}.yes{background:#7958ff;border-color:#7958ff}}
</style>
</head>
<body>
<main>
${form}
${
  hinted
    ? `<h1 role="status">${escapeHtml(text.signing_out)}</h1>
<noscript><button class="yes" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(text.confirm)}</button></noscript>
<script>${allowInlineScript(ctx, autoSubmit)}</script>`
    : `<h1>${escapeHtml(text.question).replace('{{host}}', host)}</h1>
<button class="yes" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${escapeHtml(text.confirm)}</button>
<button class="no" type="submit" form="op.logoutForm">${escapeHtml(text.cancel)}</button>`
}
</main>
</body>
</html>`;
};
