import { type ConnectorFactory, testConnectorGuard } from '@gatehouse/schemas/connectors';
import { CheckCircle2, Send, XCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestConnector } from '../../../api/connectors/mutations';
import { ApiRequestError } from '../../../api/errors';
import { handleSubmitError } from '../../../api/submit-errors';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { StackForm } from '../../../components/Stack';
import { TextField } from '../../../components/TextField';
import { issueMessage } from '../../../patterns/form-resolver';
import { configFieldIssues, providerDetails } from './config-form';
import styles from './TestSend.module.css';

type Outcome = { ok: true; to: string } | { ok: false; message: string; details: string[] };

/**
 * "Send a test": an email address or phone number, and a test message sent with the settings as
 * they are in the form, saved or not (a saved connector's kept secrets are filled in by the
 * server). The outcome shows here: sent, or the provider's own words; a wrong setting also shows
 * on its field.
 */
export const TestSend = ({
  factory,
  config,
  savedConnectorId,
  onFieldIssues,
  aside = false,
}: {
  /** Laid out as the settings cards around it (`Card aside`). */
  aside?: boolean;
  factory: ConnectorFactory;
  /** The form's config, checked (its errors shown on the fields), or undefined when it has some. */
  config: () => Promise<Record<string, unknown> | undefined>;
  savedConnectorId?: string;
  onFieldIssues: (issues: Array<{ key: string; message: string }>) => void;
}) => {
  const { t, i18n } = useTranslation();
  const test = useTestConnector();
  const email = factory.type === 'email';
  const [to, setTo] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(undefined);
    // A phone number may be written with spaces, hyphens and parentheses; the API takes digits.
    const recipient = email ? to.trim() : to.replace(/[\s().-]/g, '');
    if (!recipient) {
      setError(t('form_errors.required'));
      return;
    }
    const guard = email ? testConnectorGuard.shape.email : testConnectorGuard.shape.phone;
    const checked = guard.unwrap().safeParse(recipient);
    const issue = checked.error?.issues[0];
    if (issue) {
      setError(email ? issueMessage(i18n, issue) : t('form_errors.invalid_phone'));
      return;
    }
    setError(undefined);
    const settings = await config();
    if (!settings) {
      setOutcome({ ok: false, message: t('connectors.test_fix_fields'), details: [] });
      return;
    }
    try {
      await test.mutateAsync({
        factoryId: factory.id,
        config: settings,
        locale: i18n.language,
        ...(savedConnectorId ? { savedConnectorId } : {}),
        ...(email ? { email: recipient } : { phone: recipient }),
      });
      setOutcome({ ok: true, to: recipient });
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) {
        handleSubmitError(failure);
        return;
      }
      const issues = configFieldIssues(failure, factory.configForm);
      if (issues.length > 0) onFieldIssues(issues);
      setOutcome({ ok: false, message: failure.message, details: providerDetails(failure) });
    }
  };

  return (
    <Card title={t('connectors.test_title')} description={t('connectors.test_description')} aside={aside}>
      <StackForm onSubmit={(event) => void onSubmit(event)} aria-describedby={outcome ? outcomeId : undefined}>
        <div className={styles.row}>
          <TextField
            label={email ? t('connectors.test_email') : t('connectors.test_phone')}
            hint={email ? undefined : t('connectors.test_phone_hint')}
            type={email ? 'email' : 'tel'}
            autoComplete={email ? 'email' : 'tel'}
            dir="ltr"
            required
            value={to}
            error={error}
            onChange={(event) => setTo(event.target.value)}
          />
          <Button type="submit" icon={<Send size={16} />} loading={test.isPending} className={styles.send}>
            {t('connectors.send_test')}
          </Button>
        </div>
        <div id={outcomeId} role="status" aria-live="polite">
          {outcome?.ok ? (
            <p className={`${styles.outcome} ${styles.success}`}>
              <CheckCircle2 size={18} aria-hidden />
              <span>{t('connectors.test_sent', { to: outcome.to })}</span>
            </p>
          ) : outcome ? (
            <div className={`${styles.outcome} ${styles.failure}`}>
              <XCircle size={18} aria-hidden />
              <div>
                <p>{outcome.message}</p>
                {outcome.details.length > 0 ? (
                  <ul className={styles.details} dir="auto">
                    {outcome.details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      </StackForm>
    </Card>
  );
};
