import type { SsoConnectionTest } from '@gatehouse/schemas/sso-connection-tests';
import type { SsoConnector } from '@gatehouse/schemas/sso-connectors';
import { CircleCheck, CircleX, ExternalLink, PlugZap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartConnectionTest } from '../../../api/sso-connectors/mutations.connection-tests';
import { useConnectionTest } from '../../../api/sso-connectors/queries.connection-tests';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DescriptionList } from '../../../components/DescriptionList';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { Stack } from '../../../components/Stack';
import styles from './ConnectionTestCard.module.css';

/** A claim's value as text: strings as they are, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Key/value rows of a record, in the order received. */
const Rows = ({ title, record }: { title: string; record: Record<string, unknown> | undefined }) =>
  record && Object.keys(record).length > 0 ? (
    <section aria-label={title}>
      <h3 className={styles.section}>{title}</h3>
      <DescriptionList
        items={Object.entries(record).map(
          ([key, value]) =>
            [
              key,
              <span key={key} className={styles.value} dir="ltr">
                {shown(value)}
              </span>,
            ] as const,
        )}
      />
    </section>
  ) : null;

/** What a finished test received: the profile a sign-in would take, the claims, the SAML attributes. */
const Received = ({ test }: { test: SsoConnectionTest }) => {
  const { t } = useTranslation();
  return (
    <>
      <Rows title={t('enterprise_sso.test.profile')} record={test.profile} />
      <Rows title={t('enterprise_sso.test.claims')} record={test.claims} />
      <Rows title={t('enterprise_sso.test.attributes')} record={test.attributes} />
    </>
  );
};

/**
 * "Test connection": a real sign-in through the connector in a popup (no user, no session is made),
 * then the claims received or the refusal. The popup is opened on the click itself (blockers allow
 * that), then sent to the test's URL; a blocked popup leaves a link to open instead.
 */
export const ConnectionTestCard = ({ connector }: { connector: SsoConnector }) => {
  const { t } = useTranslation();
  const start = useStartConnectionTest(connector.id);
  const [session, setSession] = useState<{ id: string; url: string; blocked: boolean }>();
  const test = useConnectionTest(connector.id, session?.id);
  const running = Boolean(session) && test.data !== null && !['succeeded', 'failed'].includes(test.data?.status ?? '');

  const onStart = async () => {
    const popup = window.open('', 'gatehouse-sso-test', 'popup,width=520,height=680');
    try {
      const created = await start.mutateAsync();
      if (popup) {
        // The provider's pages get no handle on the console.
        popup.opener = null;
        popup.location.href = created.url;
      }
      setSession({ id: created.id, url: created.url, blocked: !popup });
    } catch (error) {
      popup?.close();
      throw error;
    }
  };

  return (
    <Card title={t('enterprise_sso.test.title')} description={t('enterprise_sso.test.description')} aside>
      <Stack>
        {connector.configured ? null : <Notice>{t('enterprise_sso.test.not_configured')}</Notice>}
        <div>
          <Button
            icon={<PlugZap size={16} />}
            onClick={() => void onStart().catch(() => undefined)}
            loading={start.isPending}
            disabled={!connector.configured || running}
          >
            {t('enterprise_sso.test.start')}
          </Button>
        </div>
        {session?.blocked && running ? (
          <Notice tone="warning">
            {t('enterprise_sso.test.popup_blocked')}{' '}
            <a href={session.url} target="_blank" rel="noopener noreferrer">
              {t('enterprise_sso.test.open_link')} <ExternalLink size={14} aria-hidden />
            </a>
          </Notice>
        ) : null}
        {running ? (
          <p className={styles.status} role="status">
            <Spinner size={16} /> {t('enterprise_sso.test.waiting')}
          </p>
        ) : null}
        {session && test.data === null ? <Notice tone="warning">{t('enterprise_sso.test.expired')}</Notice> : null}
        {test.data?.status === 'succeeded' ? (
          <p className={`${styles.status} ${styles.success}`} role="status">
            <CircleCheck size={18} aria-hidden /> {t('enterprise_sso.test.succeeded')}
          </p>
        ) : null}
        {test.data?.status === 'failed' && test.data.error ? (
          <div role="alert">
            <p className={`${styles.status} ${styles.failure}`}>
              <CircleX size={18} aria-hidden /> {t('enterprise_sso.test.failed')}
            </p>
            <p>{test.data.error.message}</p>
            <p className={styles.value}>{t('enterprise_sso.test.code', { code: test.data.error.code })}</p>
          </div>
        ) : null}
        {test.data ? <Received test={test.data} /> : null}
      </Stack>
    </Card>
  );
};
