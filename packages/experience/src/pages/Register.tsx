import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Captcha } from '../components/Captcha';
import { ConfirmPasswordField, Field, matchesPassword } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { PasswordRules } from '../components/PasswordRules';
import { SocialButtons } from '../components/SocialButtons';
import { SsoOffer } from '../components/SsoOffer';
import { SubmitButton } from '../components/SubmitButton';
import { Terms, useTermsMode } from '../components/Terms';
import { type CodeIdentifierType, codeRegistrationTypes } from '../lib/capabilities';
import { useBackToFormState, useSendCode } from '../lib/code-screen';
import { registerWithPassword } from '../lib/flow';
import { detectIdentifierType, isValidFor } from '../lib/identifier';
import { useRequestContext } from '../lib/request-context';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';
import { useSsoOffer } from '../lib/use-sso-offer';

type Form = { identifier: string; password: string; confirm: string; agree: boolean };

/**
 * Create an account with one of the tenant's sign-up identifiers: with a password, or, where
 * sign-up verifies an email or phone (or asks for no password), with a code sent to it (the
 * password, if the tenant wants one, comes after, on the profile page).
 */
export const Register = ({ identifierFirst = false }: { identifierFirst?: boolean }) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search] = useSearchParams();
  const back = useBackToFormState();
  const termsMode = useTermsMode('register');
  const codeTypes: IdentifierType[] = codeRegistrationTypes(settings);
  // Without a password, only an identifier a code can prove registers.
  const enabled = (settings.signUp.identifiers as IdentifierType[]).filter(
    (type) => settings.signUp.password || codeTypes.includes(type),
  );
  const label = enabled.map((type) => t(`input.${type}`)).join(t('input.separator'));
  const prefill = back.identifier ?? search.get('identifier') ?? search.get('login_hint') ?? '';
  const {
    register,
    handleSubmit,
    watch,
    trigger,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { identifier: prefill, password: '', confirm: '', agree: false } });
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
  });
  const sendCode = useSendCode('register');
  const { application } = useRequestContext();
  // An email of a company that signs its people in itself: its provider registers them.
  const ssoOffer = useSsoOffer(watch('identifier'));
  const agreed = () => trigger('agree', { shouldFocus: true });

  if (settings.signInMode === 'SignIn') return <Navigate to={`/sign-in?${search.toString()}`} replace />;

  const identifier = watch('identifier');
  const password = watch('password');
  const type = detectIdentifierType(identifier, enabled);
  const userInfo: Record<string, string> = type ? { [type]: identifier.trim() } : {};
  // By code: an email or phone sign-up verifies; before one is typed, when every identifier is such.
  const byCode = type ? codeTypes.includes(type) : enabled.every((candidate) => codeTypes.includes(candidate));
  const askPassword = !byCode && (!identifierFirst || Boolean(identifier));

  const onSubmit = handleSubmit(async (values) => {
    const detected = detectIdentifierType(values.identifier, enabled) ?? enabled[0] ?? 'username';
    const value = values.identifier.trim();
    if (codeTypes.includes(detected)) {
      await run(() => sendCode({ type: detected as CodeIdentifierType, value }));
      return;
    }
    await run(() => registerWithPassword({ type: detected, value }, values.password));
  });

  return (
    <Layout
      title={t('page_title.register')}
      description={
        application ? t('description.register_for_app', { app: application.name }) : t('description.register')
      }
    >
      <form noValidate onChange={(event) => edited(event.target)} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        <Field
          label={label}
          autoComplete={type === 'email' ? 'email' : type === 'phone' ? 'tel' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.identifier?.message}
          {...register('identifier', {
            validate: (value) => {
              if (!value.trim()) return t('error.required', { field: label });
              const detected = detectIdentifierType(value, enabled);
              if (!detected || !isValidFor(detected, value)) {
                return detected === 'username' && enabled.length === 1
                  ? t('error.invalid_username')
                  : t('error.invalid_identifier', { field: label });
              }
              return true;
            },
          })}
        />
        {ssoOffer ? <SsoOffer connector={ssoOffer} agreed={agreed} /> : null}
        {askPassword ? (
          <>
            <Field
              label={t('input.password')}
              type="password"
              reveal
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password', { required: t('error.required', { field: t('input.password') }) })}
            />
            <PasswordRules password={password} userInfo={userInfo} />
            <ConfirmPasswordField
              error={errors.confirm?.message}
              {...register('confirm', { validate: matchesPassword(t) })}
            />
          </>
        ) : null}
        {askPassword || byCode || settings.socialConnectors.length > 0 || ssoOffer ? (
          <Terms
            mode={termsMode}
            error={errors.agree?.message}
            {...register('agree', {
              validate: (value) => termsMode !== 'checkbox' || value || t('error.agree_terms_required'),
            })}
          />
        ) : null}
        <Captcha />
        <SubmitButton busy={busy}>{byCode ? t('action.send_code') : t('action.register')}</SubmitButton>
      </form>
      <SocialButtons event="Register" agreed={agreed} />
      {settings.signInMode === 'SignInAndRegister' ? (
        <nav className="links">
          <p>
            {t('description.have_account')}{' '}
            <Link to={`/${identifierFirst ? 'identifier-sign-in' : 'sign-in'}?${search.toString()}`}>
              {t('action.sign_in')}
            </Link>
          </p>
        </nav>
      ) : null}
    </Layout>
  );
};
