import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Captcha } from '../components/Captcha';
import { Field } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { PasskeySignIn } from '../components/PasskeySignIn';
import { SocialButtons } from '../components/SocialButtons';
import { SsoOffer } from '../components/SsoOffer';
import { SubmitButton } from '../components/SubmitButton';
import { Terms, useTermsMode } from '../components/Terms';
import { canResetPassword, codeSignInTypes, passwordSignInTypes, prefersCodeSignIn } from '../lib/capabilities';
import { useBackToFormState, useSendCode } from '../lib/code-screen';
import { signInWithPassword } from '../lib/flow';
import { useRequestContext } from '../lib/request-context';
import { useSettings } from '../lib/settings-context';
import { startSso } from '../lib/sso';
import { useFlow } from '../lib/use-flow';
import { useIdentifierField } from '../lib/use-identifier-field';
import { useSsoOffer } from '../lib/use-sso-offer';

type Form = { identifier: string; password: string; agree: boolean };
type Mode = 'password' | 'code';

/**
 * Sign in with an identifier and a password, or with a code sent to an email address or phone
 * number where the tenant allows it (`isPasswordPrimary` picks the form shown first; a link
 * switches); `identifierFirst` asks for the identifier and the password one at a time.
 */
export const SignIn = ({ identifierFirst = false }: { identifierFirst?: boolean }) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search] = useSearchParams();
  const back = useBackToFormState();
  const termsMode = useTermsMode('sign-in');
  const passwordTypes = passwordSignInTypes(settings);
  const codeTypes = codeSignInTypes(settings);
  const [chosen, setChosen] = useState<Mode>(back.mode ?? (prefersCodeSignIn(settings) ? 'code' : 'password'));
  // A form only where it has identifiers: the other one is then not offered.
  const mode: Mode = codeTypes.length === 0 ? 'password' : passwordTypes.length === 0 ? 'code' : chosen;
  const passwordIdentifier = useIdentifierField(passwordTypes);
  const codeIdentifier = useIdentifierField(codeTypes);
  const { label, validate } = mode === 'code' ? codeIdentifier : passwordIdentifier;
  const prefill = back.identifier ?? search.get('identifier') ?? search.get('login_hint') ?? '';
  const [step, setStep] = useState<'identifier' | 'password'>(identifierFirst && !prefill ? 'identifier' : 'password');
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    trigger,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { identifier: prefill, password: '', agree: false } });
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
  });
  const sendCode = useSendCode('sign-in');
  const { application } = useRequestContext();
  const ssoOffer = useSsoOffer(watch('identifier'));
  // Where the tenant requires single sign-on, an email of a connector's domain goes there: no password.
  const forcedSso = settings.singleSignOnRequired ? ssoOffer : undefined;
  const agreed = () => trigger('agree', { shouldFocus: true });

  if (settings.signInMode === 'Register') return <Navigate to={`/register?${search.toString()}`} replace />;

  const onSubmit = handleSubmit(async ({ identifier, password }) => {
    if (forcedSso) {
      await run(async () => ({ kind: 'redirect', to: await startSso(forcedSso.id) }));
      return;
    }
    if (mode === 'code') {
      const parsed = codeIdentifier.parse(identifier);
      if (parsed) await run(() => sendCode(parsed));
      return;
    }
    const type = passwordIdentifier.parse(identifier)?.type ?? 'username';
    await run(() => signInWithPassword({ type, value: identifier.trim() }, password));
  });

  /** The other form, with the identifier kept and the focus in it. */
  const switchMode = (next: Mode) => {
    setChosen(next);
    clearErrors();
    if (identifierFirst) setStep('identifier');
    setTimeout(() => setFocus('identifier'), 0);
  };

  const next = async () => {
    if (await trigger('identifier')) {
      setStep('password');
      setTimeout(() => setFocus('password'), 0);
    }
  };

  const showPassword = mode === 'password' && (!identifierFirst || step === 'password') && !forcedSso;
  // The terms go with the step that signs in: the password, or sending the code.
  // A social, SSO or passkey button signs in from any step: where one is offered, the terms are on every step.
  const showTerms =
    mode === 'code' ||
    showPassword ||
    settings.socialConnectors.length > 0 ||
    Boolean(ssoOffer) ||
    settings.passkeySignIn.enabled;
  const submitLabel =
    mode === 'code' ? t('action.send_code') : showPassword ? t('action.sign_in') : t('action.continue');

  return (
    <Layout
      title={t('page_title.sign_in')}
      description={application ? t('description.sign_in_to_app', { app: application.name }) : t('description.sign_in')}
    >
      <form
        noValidate
        onChange={(event) => edited(event.target)}
        onSubmit={(event) => {
          if (mode === 'password' && !showPassword && !forcedSso) {
            event.preventDefault();
            void next();
            return;
          }
          void onSubmit(event);
        }}
      >
        <FormError message={error} />
        {identifierFirst && showPassword ? (
          <p className="identity">
            {t('description.signed_in_as', { identifier: getValues('identifier') })}{' '}
            <button type="button" className="link" onClick={() => setStep('identifier')}>
              {t('action.change')}
            </button>
          </p>
        ) : (
          <Field
            label={label}
            // Passkeys among the field's suggestions where passkey sign-in is on (PasskeySignIn waits for one).
            autoComplete={settings.passkeySignIn.enabled ? 'username webauthn' : 'username'}
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={!prefill || mode === 'code'}
            error={errors.identifier?.message}
            {...register('identifier', { validate })}
          />
        )}
        {ssoOffer ? <SsoOffer connector={ssoOffer} agreed={agreed} /> : null}
        {showPassword ? (
          <Field
            label={t('input.password')}
            type="password"
            reveal
            autoComplete="current-password"
            autoFocus={Boolean(prefill)}
            error={errors.password?.message}
            // Registered only while shown: a registered field counts in validation (the code form has none).
            {...register('password', { required: t('error.required', { field: t('input.password') }) })}
          />
        ) : null}
        {showTerms ? (
          <Terms
            mode={termsMode}
            error={errors.agree?.message}
            {...register('agree', {
              validate: (value) => termsMode !== 'checkbox' || value || t('error.agree_terms_required'),
            })}
          />
        ) : null}
        <Captcha />
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </form>
      <SocialButtons event="SignIn" agreed={agreed} />
      <PasskeySignIn agreed={agreed} />
      <nav className="links">
        {mode === 'password' && codeTypes.length > 0 ? (
          <button type="button" className="link" onClick={() => switchMode('code')}>
            {t('action.sign_in_with_code')}
          </button>
        ) : null}
        {mode === 'code' && passwordTypes.length > 0 ? (
          <button type="button" className="link" onClick={() => switchMode('password')}>
            {t('action.sign_in_with_password')}
          </button>
        ) : null}
        {mode === 'password' && canResetPassword(settings) ? (
          // The address typed so far goes along, to be the one the code is sent to.
          <Link to={`/forgot-password?${search.toString()}`} state={{ identifier: watch('identifier') }}>
            {t('action.forgot_password')}
          </Link>
        ) : null}
        {settings.singleSignOnEnabled ? (
          <Link to={`/single-sign-on?${search.toString()}`}>{t('sso.entry')}</Link>
        ) : null}
        {settings.signInMode === 'SignInAndRegister' ? (
          <p>
            {t('description.no_account')}{' '}
            <Link to={`/${identifierFirst ? 'identifier-register' : 'register'}?${search.toString()}`}>
              {t('action.register')}
            </Link>
          </p>
        ) : null}
      </nav>
    </Layout>
  );
};
