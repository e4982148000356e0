import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import { verifyBackupCode } from '../../lib/mfa';
import { useFlow } from '../../lib/use-flow';
import type { VerifyScreenProps } from './screens';

/** Signing in with one of the user's backup codes (each works once). */
export const BackupCodeVerify = ({ finish, children }: VerifyScreenProps) => {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [checked, setChecked] = useState(false);
  const { busy, error, run, edited } = useFlow({ onCodeError: setCodeError });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked && !code.trim()) {
      setCodeError(t('mfa.backup_code_required'));
      return;
    }
    void run(async () => {
      if (!checked) {
        await verifyBackupCode(code);
        setChecked(true);
      }
      return finish();
    });
  };

  return (
    <form noValidate onChange={(event) => edited(event.target)} onSubmit={onSubmit}>
      <FormError message={error} />
      <Field
        label={t('mfa.input_backup_code')}
        name="code"
        dir="ltr"
        autoFocus
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        value={code}
        readOnly={busy || checked}
        error={codeError}
        onChange={(event) => {
          setCode(event.target.value);
          setCodeError(undefined);
        }}
      />
      {children}
      <SubmitButton busy={busy}>{t('action.continue')}</SubmitButton>
    </form>
  );
};
