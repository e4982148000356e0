import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import type { HighlightLanguage } from './highlight';
import styles from './index.module.css';

export type { HighlightLanguage } from './highlight';

/** Highlighted HTML for the code once the highlighter (its own chunk) has loaded; plain text until then. */
const useHighlighted = (code: string, language: HighlightLanguage | undefined) => {
  const [html, setHtml] = useState<{ code: string; html: string }>();
  useEffect(() => {
    if (!language) return;
    let current = true;
    import('./highlight')
      .then(({ highlight }) => {
        if (current) setHtml({ code, html: highlight(code, language) });
      })
      .catch(() => {}); // The plain text stays: highlighting is a nicety.
    return () => {
      current = false;
    };
  }, [code, language]);
  return html?.code === code ? html.html : undefined;
};

/** A block of code or a command, with a copy button; highlighted when its language is given. */
export const CodeBlock = ({ code, label, language }: { code: string; label: string; language?: HighlightLanguage }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const html = useHighlighted(code, language);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <figure className={styles.block}>
      <figcaption className={styles.caption}>
        <span>{label}</span>
        <Button
          kind="text"
          onClick={async () => {
            await navigator.clipboard?.writeText(code);
            setCopied(true);
          }}
          aria-label={`${t('general.copy')}: ${label}`}
          icon={copied ? <Check size={16} /> : <Copy size={16} />}
        >
          {copied ? t('general.copied') : t('general.copy')}
        </Button>
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways, and keyboard users must reach it (WCAG 2.1.1) */}
      <pre className={styles.code} dir="ltr" tabIndex={0}>
        {html === undefined ? (
          <code>{code}</code>
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js escapes the code and adds only <span class="hljs-…">
          <code dangerouslySetInnerHTML={{ __html: html }} />
        )}
      </pre>
    </figure>
  );
};
