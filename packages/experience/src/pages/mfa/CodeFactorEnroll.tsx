import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { ResendButton } from '../../components/ResendButton';
import { SubmitButton } from '../../components/SubmitButton';
import { resendSeconds, retryAfterOf } from '../../lib/code-screen';
import { submit } from '../../lib/flow';
import { bindFactor, sendMfaCodeTo, verifyMfaCode } from '../../lib/mfa';
import { useFlow } from '../../lib/use-flow';
import { TotpCodeForm } from './TotpCodeForm';

type Sent = { verificationId?: string; address: string; sentAt: number; wait: number };

/**
 * Enrolling a code factor by adding an email address or phone number (a user who has none): the
 * address typed gets a code; once it checks, the factor is bound (the address becomes the account's
 * at submit) and the pages submit. "Change the address" goes back to the field.
 */
export const CodeFactorEnroll = ({ type }: { type: 'email' | 'phone' }) => {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [sent, setSent] = useState<Sent>();
  const { busy, error, run, edited } = useFlow({ onFieldError: (_field, message) => setFieldError(message) });

  const send = (to: string) =>
    run(async () => {
      setFieldError(undefined);
      try {
        const { verificationId } = await sendMfaCodeTo(type, to);
        setSent({ verificationId, address: to, sentAt: Date.now(), wait: resendSeconds });
      } catch (failure) {
        const retryAfter = retryAfterOf(failure);
        if (retryAfter === undefined) throw failure;
        setSent((before) => ({
          verificationId: before?.address === to ? before.verificationId : undefined,
          address: to,
          sentAt: Date.now(),
          wait: retryAfter,
        }));
      }
      return undefined;
    });

  const verificationId = sent?.verificationId;
  if (sent && verificationId) {
    return (
      <>
        <p className="notice" role="status">
          {t('mfa.code_sent_to', { address: sent.address })}
        </p>
        <TotpCodeForm
          key={verificationId}
          label={t('mfa.input_sent_code')}
          check={(code) => verifyMfaCode(verificationId, code)}
          finish={async () => {
            await bindFactor(type === 'email' ? 'EmailVerificationCode' : 'PhoneVerificationCode', verificationId);
            return submit();
          }}
        />
        <div className="links">
          <FormError message={error} />
          <ResendButton
            key={sent.sentAt}
            sentAt={sent.sentAt}
            wait={sent.wait}
            busy={busy}
            onResend={() => send(sent.address)}
          />
          <p>
            <button type="button" className="link" onClick={() => setSent(undefined)}>
              {t('mfa.change_address')}
            </button>
          </p>
        </div>
      </>
    );
  }
  return (
    <form
      noValidate
      onChange={(event) => edited(event.target)}
      onSubmit={(event) => {
        event.preventDefault();
        if (address.trim()) void send(address.trim());
        else setFieldError(t(`mfa.address_required.${type}`));
      }}
    >
      <FormError message={error} />
      <Field
        label={t(`input.${type}`)}
        type={type === 'email' ? 'email' : 'tel'}
        autoComplete={type === 'email' ? 'email' : 'tel'}
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        autoFocus
        value={address}
        error={fieldError}
        onChange={(event) => {
          setAddress(event.target.value);
          setFieldError(undefined);
        }}
      />
      {sent ? (
        <ResendButton
          key={sent.sentAt}
          sentAt={sent.sentAt}
          wait={sent.wait}
          busy={busy}
          onResend={() => send(sent.address)}
        />
      ) : null}
      <SubmitButton busy={busy}>{t('action.send_code')}</SubmitButton>
    </form>
  );
};
