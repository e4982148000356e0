import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { canResetPassword, resetPasswordTypes } from '../lib/capabilities';
import { useBackToFormState, useSendCode } from '../lib/code-screen';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';
import { useIdentifierField } from '../lib/use-identifier-field';
import { NotAvailable } from './messages';

type Form = { identifier: string };

const descriptions = {
  email: 'description.forgot_password_email',
  phone: 'description.forgot_password_phone',
  both: 'description.forgot_password_email_or_phone',
} as const;

/**
 * "Reset your password", step one: the email address or phone number of the account (whichever a
 * code can reach), to send a code to. Where no code can be sent, a page that says so.
 */
export const ForgotPassword = () => {
  const settings = useSettings();
  if (!canResetPassword(settings)) return <NotAvailable reason="reset-password" />;
  return <ForgotPasswordForm />;
};

const ForgotPasswordForm = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search] = useSearchParams();
  const types = resetPasswordTypes(settings);
  const back = useBackToFormState();
  const codeIdentifier = useIdentifierField(types);
  // The address the sign-in form held, or the one to correct, when it is one a code can reach.
  const prefill = [back.identifier, search.get('identifier'), search.get('login_hint')].find(
    (value) => value && codeIdentifier.parse(value),
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { identifier: prefill ?? '' } });
  const { busy, error, run, edited } = useFlow({
    onFieldError: (field, message) =>
      field === 'identifier' && setError(field, { type: 'server', message }, { shouldFocus: true }),
  });
  const sendCode = useSendCode('forgot-password');

  const onSubmit = handleSubmit(async ({ identifier }) => {
    const parsed = codeIdentifier.parse(identifier);
    if (parsed) await run(() => sendCode(parsed));
  });

  return (
    <Layout
      title={t('page_title.forgot_password')}
      description={t(descriptions[types.length > 1 ? 'both' : (types[0] ?? 'email')])}
    >
      <form noValidate onChange={(event) => edited(event.target)} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        <Field
          label={codeIdentifier.label}
          autoComplete={types.length === 1 && types[0] === 'phone' ? 'tel' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.identifier?.message}
          {...register('identifier', { validate: codeIdentifier.validate })}
        />
        <SubmitButton busy={busy}>{t('action.send_code')}</SubmitButton>
      </form>
      <nav className="links">
        <Link to={`/sign-in?${search.toString()}`}>{t('action.back_to_sign_in')}</Link>
      </nav>
    </Layout>
  );
};
