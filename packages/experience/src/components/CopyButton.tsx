import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies `text` to the clipboard; says "Copied" (announced) for a moment, or that copying failed
 * (a browser without clipboard access: the text stays selectable on the page).
 */
export const CopyButton = ({ text, label }: { text: string; label: string }) => {
  const { t } = useTranslation();
  const [result, setResult] = useState<'copied' | 'failed'>();
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(undefined), 3000);
    return () => clearTimeout(timer);
  }, [result]);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setResult('copied'),
      () => setResult('failed'),
    );
  return (
    <span className="copy">
      <button type="button" className="secondary" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className={result === 'failed' ? 'field-error' : 'notice'}>
        {result === 'copied' ? t('mfa.copied') : result === 'failed' ? t('mfa.copy_failed') : ''}
      </span>
    </span>
  );
};
