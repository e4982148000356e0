import { useTranslation } from 'react-i18next';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';
import { signInWithPasskey } from '../lib/webauthn';
import { FormError } from './FormError';

/**
 * "Sign in with a passkey" where the tenant turns passkey sign-in on: no identifier, the browser
 * offers the passkeys it holds for this site. After the social buttons (which bring their own
 * "or"), or after an "or" of its own. A cancelled or refused step says so; the button tries again.
 */
export const PasskeySignIn = ({ agreed }: { agreed?: () => Promise<boolean> }) => {
  const { t } = useTranslation();
  const { passkeySignIn, socialConnectors } = useSettings();
  const { busy, error, run } = useFlow();
  if (!passkeySignIn.enabled) return null;

  const go = async () => {
    if (agreed && !(await agreed())) return;
    await run(signInWithPasskey);
  };

  return (
    <div className="passkey">
      {socialConnectors.length === 0 ? (
        <p className="divider">
          <span>{t('social.or')}</span>
        </p>
      ) : null}
      <FormError message={error} />
      <button type="button" className="secondary" disabled={busy} aria-busy={busy} onClick={() => void go()}>
        {error ? t('webauthn.sign_in_again') : t('webauthn.sign_in')}
      </button>
    </div>
  );
};
