import { CheckCircle2, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCheckPassword } from '../../../api/sign-in-experience/mutations';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { TextField } from '../../../components/TextField';
import { type SignInExperienceForm, wordsOf } from '../form';
import styles from './index.module.css';

/**
 * Tries a password against the policy as it stands on the page (unsaved changes included), by the
 * server's own check — breached-password lookup too. Nothing is stored; the password is not kept.
 */
export const TryPassword = () => {
  const { t } = useTranslation();
  const { getValues } = useFormContext<SignInExperienceForm>();
  const check = useCheckPassword();
  const [password, setPassword] = useState('');
  const result = check.data;

  const run = (event: FormEvent) => {
    event.preventDefault();
    // A form inside the settings form is not allowed: this is a div, submitted by Enter or the button.
    const policy = getValues('passwordPolicy');
    check.mutate({
      password,
      passwordPolicy: {
        length: { min: Number(policy.length.min), max: Number(policy.length.max) },
        characterTypes: { min: Number(policy.characterTypes.min) },
        rejects: { ...policy.rejects, words: wordsOf(policy.rejects.words) },
      },
    });
  };

  return (
    <Card
      title={t('sign_in_exp.password_policy.try_title')}
      description={t('sign_in_exp.password_policy.try_description')}
      aside
    >
      <div className={styles.try}>
        <TextField
          label={t('sign_in_exp.password_policy.try_label')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            check.reset();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') run(event);
          }}
        />
        <Button type="button" onClick={run} loading={check.isPending} disabled={!password}>
          {t('sign_in_exp.password_policy.try_button')}
        </Button>
      </div>
      <div aria-live="polite">
        {result?.result ? (
          <p className={styles.passed}>
            <CheckCircle2 size={16} aria-hidden />
            {t('sign_in_exp.password_policy.try_passed')}
          </p>
        ) : null}
        {result && !result.result ? (
          <ul className={styles.failed}>
            {result.issues.map((issue) => (
              <li key={issue.code}>
                <XCircle size={16} aria-hidden />
                {issue.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
};
