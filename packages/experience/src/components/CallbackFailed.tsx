import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from './FormError';
import { Layout } from './Layout';

/** A sign-in at a provider that failed: why, and the way back to the sign-in page. */
export const CallbackFailed = ({ message, back }: { message?: string; back: string }) => {
  const { t } = useTranslation();
  return (
    <Layout title={t('social.failed_title')}>
      <FormError message={message} />
      <nav className="links">
        <Link to={back}>{t('action.back_to_sign_in')}</Link>
      </nav>
    </Layout>
  );
};

/** While the provider's answer is checked. */
export const CallbackProgress = ({ text }: { text: string }) => {
  const { t } = useTranslation();
  return (
    <Layout title={t('social.signing_in')}>
      <p className="progress" role="status">
        {text}
      </p>
    </Layout>
  );
};
