import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './index.module.css';

/** A block of code or a command, with a copy button. */
export const CodeBlock = ({ code, label }: { code: string; label: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
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
      <pre className={styles.code} dir="ltr">
        <code>{code}</code>
      </pre>
    </figure>
  );
};
