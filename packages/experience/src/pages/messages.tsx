import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Layout } from '../components/Layout';
import { Onward } from '../components/Onward';

/** A path back to the password sign-in, without the parameters that led here. */
const useBackToSignIn = () => {
  const [search] = useSearchParams();
  const kept = new URLSearchParams();
  for (const name of ['login_hint', 'identifier']) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  return `/sign-in${kept.size > 0 ? `?${kept.toString()}` : ''}`;
};

/** For capabilities that arrive later (password reset codes, SSO, direct sign-in, one-time tokens). */
export const NotAvailable = ({ reason }: { reason: 'reset-password' | 'capability' }) => {
  const { t } = useTranslation();
  const back = useBackToSignIn();
  return (
    <Layout
      title={reason === 'reset-password' ? t('page_title.forgot_password') : t('page_title.not_available')}
      description={
        reason === 'reset-password'
          ? t('description.reset_password_not_available')
          : t('description.capability_not_available')
      }
    >
      <nav className="links">
        <Link to={back}>{t('action.back_to_sign_in')}</Link>
      </nav>
    </Layout>
  );
};

export const UnknownSession = () => {
  const { t } = useTranslation();
  return (
    <Layout title={t('page_title.unknown_session')} description={t('description.unknown_session')}>
      <Onward />
    </Layout>
  );
};

export const NotFound = () => {
  const { t } = useTranslation();
  return <Layout title={t('page_title.error')} description={t('description.page_not_found')} />;
};
