import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import { escapeHtmlAttribute as escapeHtml } from '../platform/http/static-files';

/**
 * The popup's last page after a connection test: "Connection works — you can close this window",
 * or the refusal in words with its code. Every value escaped, no script, styles inline.
 */
export const connectionTestPageHtml = (
  language: UiLanguage,
  outcome: { ok: true } | { ok: false; code: ErrorCode },
) => {
  const text = experiencePhrases[language].sso_test;
  const title = outcome.ok ? text.success_title : text.failure_title;
  const body = outcome.ok
    ? `<p>${escapeHtml(text.success)}</p>`
    : `<p>${escapeHtml(apiErrorMessage(outcome.code, language))}</p><p class="code">${escapeHtml(text.code.replace('{{code}}', outcome.code))}</p>`;
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;box-sizing:border-box;font:400 16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f4f4f7;color:#191c1d}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px 28px;box-sizing:border-box;box-shadow:0 2px 12px rgb(0 0 0 / 8%);border-top:4px solid ${outcome.ok ? '#16a34a' : '#dc2626'}}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 12px}
.code{color:#5b5f62;font-size:.875rem}
@media (prefers-color-scheme:dark){body{background:#111215;color:#f1f1f3}main{background:#1c1d21}.code{color:#b9bcc4}}
</style>
</head>
<body>
<main data-outcome="${outcome.ok ? 'success' : 'failure'}">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
};
