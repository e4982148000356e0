import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { Address } from '../components/Address';
import { ConfirmPasswordField, Field, matchesPassword } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { PasswordRules } from '../components/PasswordRules';
import { SubmitButton } from '../components/SubmitButton';
import type { BackToFormState } from '../lib/code-screen';
import { type CodeIdentifier, resetPassword } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useFlow } from '../lib/use-flow';
import { useFocusHeading } from '../lib/use-focus-heading';

type Form = { password: string; confirm: string };

const isIdentifier = (value: unknown): value is CodeIdentifier => {
  const candidate = value as Partial<CodeIdentifier> | null;
  return (candidate?.type === 'email' || candidate?.type === 'phone') && typeof candidate.value === 'string';
};

/**
 * "Choose a new password", after the code of a password reset: the new password with the live
 * policy checklist, then "Password changed" and the way back to the sign-in form of the same
 * authorization request. Opened without a checked code, it starts the reset.
 */
export const ResetPassword = () => {
  const location = useLocation();
  const identifier = (location.state as { identifier?: unknown } | null)?.identifier;
  if (!isIdentifier(identifier)) return <Navigate to={`/forgot-password${location.search}`} replace />;
  return <ResetPasswordForm identifier={identifier} />;
};

const ResetPasswordForm = ({ identifier }: { identifier: CodeIdentifier }) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { password: '', confirm: '' } });
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) =>
      field === 'password' && setError(field, { type: 'server', message }, { shouldFocus: true }),
  });
  const userInfo = { [identifier.type]: identifier.value };
  const address = { address: <Address identifier={identifier} /> };

  const onSubmit = handleSubmit(async ({ password }) => {
    await run(async () => {
      await resetPassword(password);
      setChanged(true);
      return undefined;
    });
  });

  if (changed) return <PasswordChanged identifier={identifier} search={search} />;

  return (
    <Layout
      title={t('page_title.reset_password')}
      description={interpolateNodes(t('description.reset_password', { address: '{{address}}' }), address)}
    >
      <form noValidate onChange={(event) => edited(event.target)} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        {/* The account's name, for password managers. */}
        <input
          type={identifier.type === 'email' ? 'email' : 'tel'}
          name="username"
          autoComplete="username"
          value={identifier.value}
          readOnly
          hidden
        />
        <Field
          label={t('input.new_password')}
          type="password"
          reveal
          autoFocus
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { required: t('error.required', { field: t('input.new_password') }) })}
        />
        <PasswordRules password={watch('password')} userInfo={userInfo} />
        <ConfirmPasswordField
          error={errors.confirm?.message}
          {...register('confirm', { validate: matchesPassword(t) })}
        />
        <SubmitButton busy={busy}>{t('action.save_password')}</SubmitButton>
      </form>
    </Layout>
  );
};

/** "Password changed": the way back to the sign-in form, the address filled in. */
const PasswordChanged = ({ identifier, search }: { identifier: CodeIdentifier; search: string }) => {
  const { t } = useTranslation();
  useFocusHeading();
  const back: BackToFormState = { identifier: identifier.value, mode: 'password' };
  return (
    <Layout title={t('page_title.password_changed')} description={t('description.password_changed')}>
      <nav className="links">
        <Link className="button" to={`/sign-in${search}`} state={back}>
          {t('action.sign_in')}
        </Link>
      </nav>
    </Layout>
  );
};
