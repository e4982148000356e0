import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { useFlow } from '../../lib/use-flow';
import { enrollWebAuthn } from '../../lib/webauthn';

/**
 * Creating a passkey (or registering a security key) as the second factor: one button starts the
 * browser's own steps; a cancelled or refused step says so, and the button tries again.
 */
export const WebAuthnEnroll = () => {
  const { t } = useTranslation();
  const { busy, error, run } = useFlow();

  return (
    <div className="webauthn">
      <FormError message={error} />
      <button
        type="button"
        className="primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void run(enrollWebAuthn)}
      >
        {error ? t('action.try_again') : t('webauthn.create')}
      </button>
    </div>
  );
};
