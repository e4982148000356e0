import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import { useFlow } from '../../lib/use-flow';
import { enrollWebAuthn } from '../../lib/webauthn';

/**
 * Creating a passkey (or registering a security key) as the second factor: one button starts the
 * browser's own steps; a cancelled or refused step says so, and the button tries again.
 */
export const WebAuthnEnroll = () => {
  const { t } = useTranslation();
  const { busy, error, run } = useFlow();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(enrollWebAuthn);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormError message={error} />
      <SubmitButton busy={busy}>{error ? t('action.try_again') : t('webauthn.create')}</SubmitButton>
    </form>
  );
};
