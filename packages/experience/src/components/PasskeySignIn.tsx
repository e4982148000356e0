import { WebAuthnAbortService } from '@simplewebauthn/browser';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreview } from '../lib/preview-mode';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';
import { CeremonyFailure, signInWithPasskey, supportsPasskeyAutofill } from '../lib/webauthn';
import { FormError } from './FormError';

/**
 * Passkeys among the identifier field's suggestions (conditional UI), where the browser can, no
 * CAPTCHA is asked (its token goes with the interaction a person starts), and not in the
 * console's preview (which calls no API). Ends the wait when the page goes.
 */
const usePasskeyAutofill = (enabled: boolean) => {
  const { error, run } = useFlow();
  const runLatest = useRef(run);
  runLatest.current = run;
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void supportsPasskeyAutofill().then((supported) => {
      if (!supported || !active) return;
      let picked = false;
      void runLatest.current(() =>
        signInWithPasskey({ autofill: true, onPicked: () => (picked = true) }).catch((failure: unknown) => {
          // Nothing the person did (the wait could not start, the button's own ceremony aborted it,
          // no field to attach to): nothing to say. Once they picked a passkey, the server's answer.
          if (failure instanceof CeremonyFailure || !picked) return undefined;
          throw failure;
        }),
      );
    });
    return () => {
      active = false;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [enabled]);
  return error;
};

/**
 * "Sign in with a passkey" where the tenant turns passkey sign-in on: no identifier, the browser
 * offers the passkeys it holds for this site. After the social buttons (which bring their own
 * "or"), or after an "or" of its own. A cancelled or refused step says so; the button tries again.
 */
export const PasskeySignIn = ({ agreed }: { agreed?: () => Promise<boolean> }) => {
  const { t } = useTranslation();
  const { passkeySignIn, socialConnectors, captcha } = useSettings();
  const { busy, error, run } = useFlow();
  const autofillError = usePasskeyAutofill(passkeySignIn.enabled && !captcha && !isPreview());
  if (!passkeySignIn.enabled) return null;

  const go = async () => {
    if (agreed && !(await agreed())) return;
    await run(() => signInWithPasskey());
  };

  return (
    <div className="passkey">
      {socialConnectors.length === 0 ? (
        <p className="divider">
          <span>{t('social.or')}</span>
        </p>
      ) : null}
      <FormError message={error ?? autofillError} />
      <button type="button" className="secondary" disabled={busy} aria-busy={busy} onClick={() => void go()}>
        {error ? t('webauthn.sign_in_again') : t('webauthn.sign_in')}
      </button>
    </div>
  );
};
