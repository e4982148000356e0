import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Address } from '../../components/Address';
import { FormError } from '../../components/FormError';
import { ResendButton } from '../../components/ResendButton';
import { SubmitButton } from '../../components/SubmitButton';
import { resendSeconds, retryAfterOf } from '../../lib/code-screen';
import { interpolateNodes } from '../../lib/interpolate';
import { sendMfaCode, verifyMfaCode } from '../../lib/mfa';
import { useFlow } from '../../lib/use-flow';
import type { VerifyScreenProps } from './screens';
import { TotpCodeForm } from './TotpCodeForm';

type Sent = { verificationId?: string; sentAt: number; wait: number };

/** The last code sent to each channel on this page: "Use … instead" and back keeps the code to type. */
const lastSent = new Map<'email' | 'phone', Sent>();

/**
 * A code sent to the user's own primary email or phone (the server picks the address; the screen
 * shows it masked): "Send a code to j•••@example.com", then the code, with a resend countdown.
 */
export const CodeFactorVerify = ({
  type,
  finish,
  masked,
  children,
}: VerifyScreenProps & { type: 'email' | 'phone' }) => {
  const { t } = useTranslation();
  const [sent, setSentState] = useState<Sent | undefined>(() => lastSent.get(type));
  const setSent = (update: (before: Sent | undefined) => Sent) =>
    setSentState((before) => {
      const next = update(before);
      lastSent.set(type, next);
      return next;
    });
  const [notice, setNotice] = useState<string>();
  const { busy, error, run } = useFlow();
  const address = masked?.[type] ?? '';

  const send = () =>
    run(async () => {
      setNotice(undefined);
      try {
        const { verificationId } = await sendMfaCode(type);
        if (sent) setNotice(t('description.code_resent'));
        setSent(() => ({ verificationId, sentAt: Date.now(), wait: resendSeconds }));
      } catch (failure) {
        const retryAfter = retryAfterOf(failure);
        if (retryAfter === undefined) throw failure;
        // A code went out a moment ago (another tab, a reload): wait, keeping the one to check.
        setSent((before) => ({ verificationId: before?.verificationId, sentAt: Date.now(), wait: retryAfter }));
      }
      return undefined;
    });

  const verificationId = sent?.verificationId;
  return (
    <>
      {verificationId ? (
        <TotpCodeForm
          key={verificationId}
          label={t('mfa.input_sent_code')}
          check={(code) => verifyMfaCode(verificationId, code)}
          finish={finish}
        >
          {children}
        </TotpCodeForm>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <FormError message={error} />
          <SubmitButton busy={busy}>
            {interpolateNodes(t('mfa.send_code_to', { address: '{{address}}' }), {
              address: <Address identifier={{ type, value: address }} />,
            })}
          </SubmitButton>
        </form>
      )}
      {sent ? (
        <div className="links">
          {verificationId ? <FormError message={error} /> : null}
          <ResendButton key={sent.sentAt} sentAt={sent.sentAt} wait={sent.wait} busy={busy} onResend={send} />
          <p className="notice" role="status">
            {notice}
          </p>
        </div>
      ) : null}
    </>
  );
};
