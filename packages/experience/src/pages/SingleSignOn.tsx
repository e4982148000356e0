import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../components/Field';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { Terms, useTermsMode } from '../components/Terms';
import { isValidFor } from '../lib/identifier';
import { useSettings } from '../lib/settings-context';
import { emailDomain, findSsoConnector, startSso } from '../lib/sso';
import { useFlow } from '../lib/use-flow';
import { NotAvailable } from './messages';

type Form = { email: string; agree: boolean };

/**
 * "Single sign-on" (`/single-sign-on`, `first_screen=single_sign_on`): the work email address
 * leads to the enterprise SSO connector owning its domain, and on to the company's identity
 * provider; a domain no connector owns is said so at the field. Where the tenant does not enable
 * single sign-on, a page that says it is not available.
 */
export const SingleSignOn = () => {
  const { singleSignOnEnabled } = useSettings();
  if (!singleSignOnEnabled) return <NotAvailable reason="capability" />;
  return <SingleSignOnForm />;
};

const SingleSignOnForm = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const termsMode = useTermsMode('sign-in');
  const hint = [search.get('identifier'), search.get('login_hint')].find((value) => value?.includes('@'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { email: hint ?? '', agree: false } });
  const { busy, error, run, edited } = useFlow();

  const onSubmit = handleSubmit(async ({ email }) => {
    await run(async () => {
      const connector = await findSsoConnector(email);
      if (!connector) {
        const domain = emailDomain(email) ?? email.slice(email.lastIndexOf('@') + 1);
        setError('email', { type: 'server', message: t('sso.no_connector', { domain }) }, { shouldFocus: true });
        return undefined;
      }
      return { kind: 'redirect', to: await startSso(connector.id) };
    });
  });

  return (
    <Layout title={t('sso.title')} description={t('sso.description')}>
      <form noValidate onChange={(event) => edited(event.target)} onSubmit={(event) => void onSubmit(event)}>
        <FormError message={error} />
        <Field
          label={t('sso.input_email')}
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.email?.message}
          {...register('email', {
            validate: (value) =>
              value.trim()
                ? isValidFor('email', value) || t('error.invalid_email')
                : t('error.required', { field: t('sso.input_email') }),
          })}
        />
        <Terms
          mode={termsMode}
          error={errors.agree?.message}
          {...register('agree', {
            validate: (value) => termsMode !== 'checkbox' || value || t('error.agree_terms_required'),
          })}
        />
        <SubmitButton busy={busy}>{t('action.continue')}</SubmitButton>
      </form>
      <nav className="links">
        <Link to={`/sign-in?${search.toString()}`}>{t('action.back_to_sign_in')}</Link>
      </nav>
    </Layout>
  );
};
