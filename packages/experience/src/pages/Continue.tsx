import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ConfirmPasswordField, Field, matchesPassword } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { PasswordRules } from '../components/PasswordRules';
import { SubmitButton } from '../components/SubmitButton';
import { completeProfile } from '../lib/flow';
import { isValidFor } from '../lib/identifier';
import { useFlow } from '../lib/use-flow';

/** Profile fulfilment: asks for what the sign-up rules require and the account lacks. */
export const Continue = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as { missing?: string[]; userInfo?: Record<string, string> } | null;
  const missing = (state?.missing ?? []) as Array<IdentifierType | 'password'>;
  const identifiers = missing.filter((field): field is IdentifierType => field !== 'password');
  const needsPassword = missing.includes('password');
  const { register, handleSubmit, setError, watch, formState } = useForm<Record<string, string>>();
  // One identifier of those listed is enough: ask for the first.
  const identifier = identifiers[0];
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) =>
      setError(
        field === 'identifier' ? (identifier ?? field) : field,
        { type: 'server', message },
        { shouldFocus: true },
      ),
  });

  if (missing.length === 0) return <Navigate to="/sign-in" replace />;

  const onSubmit = handleSubmit(async (values) => {
    const fields: Array<{ type: IdentifierType | 'password'; value: string }> = [];
    if (identifier) fields.push({ type: identifier, value: values[identifier] ?? '' });
    if (needsPassword) fields.push({ type: 'password', value: values.password ?? '' });
    await run(() => completeProfile(fields));
  });

  return (
    <Layout title={t('page_title.continue')} description={t('description.continue')}>
      <form noValidate onChange={(event) => edited(event.target)} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        {identifier ? (
          <Field
            label={t(`input.${identifier}`)}
            autoFocus
            error={formState.errors[identifier]?.message}
            {...register(identifier, {
              validate: (value = '') =>
                isValidFor(identifier, value) || t('error.invalid_identifier', { field: t(`input.${identifier}`) }),
            })}
          />
        ) : null}
        {needsPassword ? (
          <>
            <Field
              label={t('input.new_password')}
              type="password"
              reveal
              autoFocus={!identifier}
              autoComplete="new-password"
              error={formState.errors.password?.message}
              {...register('password', { required: t('error.required', { field: t('input.password') }) })}
            />
            {/* What the person is known by: the flow that led here, and an identifier typed above. */}
            <PasswordRules
              password={watch('password') ?? ''}
              userInfo={{ ...state?.userInfo, ...(identifier && { [identifier]: watch(identifier) ?? '' }) }}
            />
            <ConfirmPasswordField
              error={formState.errors.confirm?.message}
              {...register('confirm', {
                validate: (value = '', values) => matchesPassword(t)(value, { password: values.password ?? '' }),
              })}
            />
          </>
        ) : null}
        <SubmitButton busy={busy}>{t('action.continue')}</SubmitButton>
      </form>
    </Layout>
  );
};
