import type { UiLanguage } from '@gatehouse/schemas/languages';
import { escapeHtmlAttribute as escapeHtml } from './static-files';

/**
 * A small page that tells a browser one thing: a title, a few sentences and, for a refusal, its
 * code. Every value escaped, no script, styles inline (the page CSP allows them); light and dark.
 */
export const messagePageHtml = (
  language: UiLanguage,
  page: { title: string; lines: string[]; code?: string; tone: 'success' | 'failure' },
) => `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;box-sizing:border-box;font:400 16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:#f4f4f7;color:#191c1d}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:32px 28px;box-sizing:border-box;box-shadow:0 2px 12px rgb(0 0 0 / 8%);border-top:4px solid ${page.tone === 'success' ? '#16a34a' : '#dc2626'}}
h1{font-size:1.5rem;margin:0 0 8px}
p{margin:0 0 12px}
.code{color:#5b5f62;font-size:.875rem}
@media (prefers-color-scheme:dark){body{background:#111215;color:#f1f1f3}main{background:#1c1d21}.code{color:#b9bcc4}}
</style>
</head>
<body>
<main data-outcome="${page.tone}">
<h1>${escapeHtml(page.title)}</h1>
${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${page.code ? `<p class="code">${escapeHtml(page.code)}</p>` : ''}
</main>
</body>
</html>`;
