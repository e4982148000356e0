import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Field } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { Terms, useTermsMode } from '../components/Terms';
import { canResetPassword } from '../lib/capabilities';
import { signInWithPassword } from '../lib/flow';
import { detectIdentifierType, isValidFor } from '../lib/identifier';
import { useRequestContext } from '../lib/request-context';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';

type Form = { identifier: string; password: string; agree: boolean };

/** Sign in with an identifier and a password; `identifierFirst` asks for them one at a time. */
export const SignIn = ({ identifierFirst = false }: { identifierFirst?: boolean }) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search] = useSearchParams();
  const termsMode = useTermsMode('sign-in');
  const enabled: IdentifierType[] = settings.signIn.methods.filter((m) => m.password).map((m) => m.identifier);
  const label = enabled.map((type) => t(`input.${type}`)).join(t('input.separator'));
  const prefill = search.get('identifier') ?? search.get('login_hint') ?? '';
  const [step, setStep] = useState<'identifier' | 'password'>(identifierFirst && !prefill ? 'identifier' : 'password');
  const passwordRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { identifier: prefill, password: '', agree: false } });
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
  });
  const { application } = useRequestContext();

  if (settings.signInMode === 'Register') return <Navigate to={`/register?${search.toString()}`} replace />;

  const validateIdentifier = (value: string) => {
    if (!value.trim()) return t('error.required', { field: label });
    const type = detectIdentifierType(value, enabled);
    if (!type || !isValidFor(type, value)) return t('error.invalid_identifier', { field: label });
    return true;
  };

  const onSubmit = handleSubmit(async ({ identifier, password }) => {
    const type = detectIdentifierType(identifier, enabled) ?? 'username';
    await run(() => signInWithPassword({ type, value: identifier.trim() }, password));
  });

  const next = async () => {
    if (await trigger('identifier')) {
      setStep('password');
      setTimeout(() => passwordRef.current?.focus(), 0);
    }
  };

  const { ref: passwordFieldRef, ...passwordField } = register('password', {
    required: t('error.required', { field: t('input.password') }),
  });
  const showPassword = !identifierFirst || step === 'password';

  return (
    <Layout
      title={t('page_title.sign_in')}
      description={application ? t('description.sign_in_to_app', { app: application.name }) : t('description.sign_in')}
    >
      <form
        noValidate
        onChange={(event) => edited(event.target)}
        onSubmit={(event) => {
          if (!showPassword) {
            event.preventDefault();
            void next();
            return;
          }
          void onSubmit(event);
        }}
      >
        <FormError message={error} />
        {identifierFirst && step === 'password' ? (
          <p className="identity">
            {t('description.signed_in_as', { identifier: getValues('identifier') })}{' '}
            <button type="button" className="link" onClick={() => setStep('identifier')}>
              {t('action.change')}
            </button>
          </p>
        ) : (
          <Field
            label={label}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={!prefill}
            error={errors.identifier?.message}
            {...register('identifier', { validate: validateIdentifier })}
          />
        )}
        {showPassword ? (
          <Field
            label={t('input.password')}
            type="password"
            reveal
            autoComplete="current-password"
            autoFocus={Boolean(prefill)}
            error={errors.password?.message}
            ref={(element) => {
              passwordFieldRef(element);
              passwordRef.current = element;
            }}
            {...passwordField}
          />
        ) : null}
        {showPassword ? (
          <Terms
            mode={termsMode}
            error={errors.agree?.message}
            {...register('agree', {
              validate: (value) => termsMode !== 'checkbox' || value || t('error.agree_terms_required'),
            })}
          />
        ) : null}
        <SubmitButton busy={busy}>{showPassword ? t('action.sign_in') : t('action.continue')}</SubmitButton>
      </form>
      <nav className="links">
        {canResetPassword(settings) ? (
          <Link to={`/forgot-password?${search.toString()}`}>{t('action.forgot_password')}</Link>
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
