import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import { submit } from '../../lib/flow';
import { backupCodesText, bindFactor, generateBackupCodes } from '../../lib/mfa';
import { useFlow } from '../../lib/use-flow';
import { useLoadOnce } from './use-load-once';

/** Offers `text` as a file download (`name`), without a round trip. */
const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * Ten new backup codes, shown this once: copy them, download them as a text file, then say they
 * are saved; they are bound and the sign-in goes on.
 */
export const BackupCodesEnroll = () => {
  const { t } = useTranslation();
  const { data, error: loadError } = useLoadOnce(generateBackupCodes);
  const [bound, setBound] = useState(false);
  const { busy, error, run } = useFlow();

  if (loadError) return <FormError message={loadError} />;
  if (!data) {
    return (
      <p className="progress" role="status">
        {t('a11y.loading')}
      </p>
    );
  }
  const text = backupCodesText(t('mfa.codes_file_heading'), window.location.host, data.codes);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!bound) {
        await bindFactor('BackupCode', data.verificationId);
        setBound(true);
      }
      return submit();
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormError message={error} />
      <ol className="backup-codes" dir="ltr" data-testid="backup-codes">
        {data.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <CopyButton text={data.codes.join('\n')} label={t('mfa.copy_codes')} />
        <button type="button" className="secondary" onClick={() => download('backup-codes.txt', text)}>
          {t('mfa.download_codes')}
        </button>
      </div>
      <SubmitButton busy={busy}>{t('mfa.saved_codes')}</SubmitButton>
    </form>
  );
};
