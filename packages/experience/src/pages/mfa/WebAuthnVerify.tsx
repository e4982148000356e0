import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';
import { useFlow } from '../../lib/use-flow';
import { verifyWebAuthn } from '../../lib/webauthn';
import type { VerifyScreenProps } from './screens';

/**
 * The second factor with one of the user's passkeys or security keys: the button asks the
 * browser; a cancelled or refused step says so and the button tries again. A key proved once is
 * not asked again when only the submit after it failed.
 */
export const WebAuthnVerify = ({ finish, children }: VerifyScreenProps) => {
  const { t } = useTranslation();
  const { busy, error, run } = useFlow();
  const [checked, setChecked] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!checked) {
        await verifyWebAuthn();
        setChecked(true);
      }
      return finish();
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormError message={error} />
      {children}
      <SubmitButton busy={busy}>{error ? t('action.try_again') : t('webauthn.verify')}</SubmitButton>
    </form>
  );
};
