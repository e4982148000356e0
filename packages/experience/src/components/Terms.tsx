import { forwardRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { interpolateNodes } from '../lib/interpolate';
import { useSettings } from '../lib/settings-context';

/** Whether this form needs an explicit tick (agree-to-terms policy of the tenant). */
export const useTermsMode = (form: 'sign-in' | 'register'): 'none' | 'text' | 'checkbox' => {
  const { termsOfUseUrl, privacyPolicyUrl, agreeToTermsPolicy } = useSettings();
  if (!termsOfUseUrl && !privacyPolicyUrl) return 'none';
  if (agreeToTermsPolicy === 'Manual') return 'checkbox';
  if (agreeToTermsPolicy === 'ManualRegistrationOnly' && form === 'register') return 'checkbox';
  return 'text';
};

/** "Terms of use and Privacy policy" as links: the tenant's, or the ones given (a third-party application's). */
export const TermsLinks = (props: { termsOfUseUrl?: string | null; privacyPolicyUrl?: string | null }) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const { termsOfUseUrl, privacyPolicyUrl } =
    'termsOfUseUrl' in props || 'privacyPolicyUrl' in props ? props : settings;
  const terms = termsOfUseUrl ? (
    <a href={termsOfUseUrl} target="_blank" rel="noreferrer">
      {t('description.terms_of_use')}
    </a>
  ) : null;
  const privacy = privacyPolicyUrl ? (
    <a href={privacyPolicyUrl} target="_blank" rel="noreferrer">
      {t('description.privacy_policy')}
    </a>
  ) : null;
  if (terms && privacy) {
    return (
      <>
        {interpolateNodes(t('description.terms_and_privacy', { terms: '{{terms}}', privacy: '{{privacy}}' }), {
          terms,
          privacy,
        })}
      </>
    );
  }
  return terms ?? privacy;
};

type Props = InputHTMLAttributes<HTMLInputElement> & { mode: 'none' | 'text' | 'checkbox'; error?: string };

/** The agreement line: a sentence when agreement is automatic, a checkbox when it must be explicit. */
export const Terms = forwardRef<HTMLInputElement, Props>(({ mode, error, ...input }, ref) => {
  const { t } = useTranslation();
  if (mode === 'none') return null;
  const sentence = interpolateNodes(
    t(mode === 'text' ? 'description.agree_automatic' : 'description.agree_manual', { links: '{{links}}' }),
    { links: <TermsLinks /> },
  );
  if (mode === 'text') return <p className="terms">{sentence}</p>;
  return (
    <div className="terms">
      <label className="checkbox">
        <input ref={ref} type="checkbox" aria-invalid={error ? true : undefined} {...input} />
        <span>{sentence}</span>
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
Terms.displayName = 'Terms';
