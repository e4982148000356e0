import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ConfirmPasswordField, Field, matchesPassword } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { PasswordRules } from '../components/PasswordRules';
import { SubmitButton } from '../components/SubmitButton';
import { Terms, useTermsMode } from '../components/Terms';
import { registerWithPassword } from '../lib/flow';
import { detectIdentifierType, isValidFor } from '../lib/identifier';
import { useRequestContext } from '../lib/request-context';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';

type Form = { identifier: string; password: string; confirm: string; agree: boolean };

/** Create an account with one of the tenant's sign-up identifiers and a password. */
export const Register = ({ identifierFirst = false }: { identifierFirst?: boolean }) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search] = useSearchParams();
  const termsMode = useTermsMode('register');
  const enabled = settings.signUp.identifiers as IdentifierType[];
  const label = enabled.map((type) => t(`input.${type}`)).join(t('input.separator'));
  const prefill = search.get('identifier') ?? search.get('login_hint') ?? '';
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { identifier: prefill, password: '', confirm: '', agree: false } });
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) => setError(field, { type: 'server', message }, { shouldFocus: true }),
  });
  const { application } = useRequestContext();

  if (settings.signInMode === 'SignIn') return <Navigate to={`/sign-in?${search.toString()}`} replace />;

  const identifier = watch('identifier');
  const password = watch('password');
  const type = detectIdentifierType(identifier, enabled);
  const userInfo: Record<string, string> = type ? { [type]: identifier.trim() } : {};

  const onSubmit = handleSubmit(async (values) => {
    const detected = detectIdentifierType(values.identifier, enabled) ?? enabled[0] ?? 'username';
    await run(() => registerWithPassword({ type: detected, value: values.identifier.trim() }, values.password));
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
        {!identifierFirst || identifier ? (
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
            <Terms
              mode={termsMode}
              error={errors.agree?.message}
              {...register('agree', {
                validate: (value) => termsMode !== 'checkbox' || value || t('error.agree_terms_required'),
              })}
            />
          </>
        ) : null}
        <SubmitButton busy={busy}>{t('action.register')}</SubmitButton>
      </form>
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
