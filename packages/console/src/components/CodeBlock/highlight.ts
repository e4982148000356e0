import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import python from 'highlight.js/lib/languages/python';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

/** The languages the guides show; only these are bundled (highlight.js core, loaded lazily by CodeBlock). */
const languages = { bash, go, javascript, json, kotlin, python, swift, typescript, xml };
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

export type HighlightLanguage = keyof typeof languages;

/**
 * The code as HTML: highlight.js escapes the text and wraps tokens in `<span class="hljs-…">`.
 *
 * @example highlight('const a = 1;', 'javascript') // '<span class="hljs-keyword">const</span> a = …'
 */
export const highlight = (code: string, language: HighlightLanguage) =>
  hljs.highlight(code, { language, ignoreIllegals: true }).value;
