import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { useSettings } from '../lib/settings-context';
import { connectorName, type SocialConnector, startSocial } from '../lib/social';
import { useFlow } from '../lib/use-flow';

/**
 * `direct_sign_in=social:{target}`: the sign-in page is skipped, the browser goes straight to the
 * connector's provider. Should starting fail, the page says why and offers the form.
 */
export const DirectSignIn = ({ connector, fallback }: { connector: SocialConnector; fallback: string }) => {
  const { t, i18n } = useTranslation();
  const { signInMode } = useSettings();
  const { error, run } = useFlow();
  const started = useRef(false);
  const provider = connectorName(connector, i18n.language);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(async () => ({
      kind: 'redirect',
      to: await startSocial(connector.id, signInMode === 'Register' ? 'Register' : 'SignIn'),
    }));
  }, [connector.id, run, signInMode]);

  if (error) {
    return (
      <Layout title={t('social.failed_title')}>
        <FormError message={error} />
        <nav className="links">
          <Link to={fallback}>{t('magic_link.sign_in_another_way')}</Link>
        </nav>
      </Layout>
    );
  }
  return (
    <Layout title={t('social.redirecting', { provider })}>
      <p className="progress" role="status">
        {t('a11y.loading')}
      </p>
    </Layout>
  );
};
