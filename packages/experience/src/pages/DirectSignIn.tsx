import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { useSettings } from '../lib/settings-context';
import { connectorName, type SocialConnector, startSocial } from '../lib/social';
import { startSso } from '../lib/sso';
import { useFlow } from '../lib/use-flow';

/** Where a direct sign-in goes: a social connector of the tenant, or an enterprise SSO connector by its id. */
export type DirectTarget = { kind: 'social'; connector: SocialConnector } | { kind: 'sso'; connectorId: string };

/**
 * `direct_sign_in=social:{target}` or `sso:{connectorId}`: the sign-in page is skipped, the browser
 * goes straight to the provider. Should starting fail (an SSO connector that is not the tenant's),
 * the page says why and offers the form.
 */
export const DirectSignIn = ({ target, fallback }: { target: DirectTarget; fallback: string }) => {
  const { t, i18n } = useTranslation();
  const { signInMode } = useSettings();
  const { error, run } = useFlow();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const event = signInMode === 'Register' ? 'Register' : 'SignIn';
    void run(async () => ({
      kind: 'redirect',
      to: target.kind === 'sso' ? await startSso(target.connectorId) : await startSocial(target.connector.id, event),
    }));
  }, [target, run, signInMode]);

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
    <Layout
      title={
        target.kind === 'sso'
          ? t('sso.redirecting')
          : t('social.redirecting', { provider: connectorName(target.connector, i18n.language) })
      }
    >
      <p className="progress" role="status">
        {t('a11y.loading')}
      </p>
    </Layout>
  );
};
