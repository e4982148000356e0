import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConnectorSignInUsage } from '../../../api/connectors/queries';
import { useTenant } from '../../../app/tenant';
import { Button } from '../../../components/Button';
import { runThenSay } from '../../../hooks/confirm-then-run';
import { usePreferences } from '../../../hooks/use-preferences';
import { useLocalized } from '../connector-types';
import styles from './SignInNotice.module.css';

const noticeKeys = {
  email: 'connectors.notice_email',
  sms: 'connectors.notice_sms',
  social: 'connectors.notice_social',
} as const;

/**
 * Says which enabled connectors the sign-in experience does not use yet (email or phone codes at
 * sign-in or sign-up, an identity provider's button), with the way to its settings. Dismissed, it
 * stays away: the acknowledgement is kept in the admin's preferences (spec §3).
 */
export const SignInNotice = ({ connectors }: { connectors: readonly ConnectorView[] }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const localized = useLocalized();
  const usage = useConnectorSignInUsage();
  const { preferences, isLoading, update } = usePreferences();
  if (isLoading || !usage.data || preferences.connectorSieNoticeConfirmed) return null;
  const { email, sms, socialTargets } = usage.data;
  const unused = connectors.filter(
    (connector) =>
      connector.enabled &&
      (connector.type === 'email'
        ? !email
        : connector.type === 'sms'
          ? !sms
          : !socialTargets.includes(connector.target ?? '')),
  );
  if (unused.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={t('connectors.notice_title')}>
      <Info size={18} className={styles.icon} aria-hidden />
      <div className={styles.body}>
        {unused.map((connector) => (
          <p key={connector.id}>{t(noticeKeys[connector.type], { name: localized(connector.name) })}</p>
        ))}
        <Link to={path('/sign-in-experience')}>{t('connectors.notice_link')}</Link>
      </div>
      <Button
        kind="text"
        className={styles.dismiss}
        onClick={() => void runThenSay(() => update({ connectorSieNoticeConfirmed: true }))}
      >
        {t('general.got_it')}
      </Button>
    </section>
  );
};
