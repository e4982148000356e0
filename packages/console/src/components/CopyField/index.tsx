import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './index.module.css';

/** A labelled read-only value with a copy button. */
export const CopyField = ({ label, value }: { label: string; value: string }) => {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      <div className={styles.row}>
        <code className={styles.value} dir="ltr">
          {value}
        </code>
        <Button
          kind="text"
          onClick={async () => {
            await navigator.clipboard?.writeText(value);
            setCopied(true);
          }}
          aria-label={`${t('general.copy')}: ${label}`}
          icon={copied ? <Check size={16} /> : <Copy size={16} />}
        >
          {copied ? t('general.copied') : t('general.copy')}
        </Button>
      </div>
    </div>
  );
};
