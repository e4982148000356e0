import { CircleAlert, MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '../../api/errors';
import { useMe } from '../../api/me/queries';
import { useAcceptInvitation } from '../../api/tenants/mutations';
import { useAuth } from '../../app/auth/context';
import { isCloud } from '../../app/config';
import { useConsoleConfig } from '../../app/config-context';
import { AppLoading } from '../../components/AppLoading';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { StandalonePage } from '../../components/StandalonePage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './index.module.css';

type Outcome = 'accepting' | 'email_mismatch' | 'not_found' | 'invalid_status' | 'failed';

const outcomeOf = (error: unknown): Outcome => {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 403) return 'email_mismatch';
  if (error.status === 404) return 'not_found';
  if (error.code === 'organization_invitation.invalid_status') return 'invalid_status';
  return 'failed';
};

/**
 * `/accept/{invitationId}` (both editions, spec §2): accepts the invitation at once and opens its
 * tenant with fresh tokens (the new membership's scopes). A wrong account gets a way to switch.
 */
const AcceptInvitation = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('cloud.accept.title'));
  const { invitationId = '' } = useParams();
  const config = useConsoleConfig();
  const auth = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(true);
  const { data: me } = useMe();
  const [outcome, setOutcome] = useState<Outcome>('accepting');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accept
      .mutateAsync(invitationId)
      .then((answer) => {
        // Tokens held before joining lack the new tenant's scopes: get them afresh (spec §4).
        auth.tokens.clear();
        navigate(isCloud(config) ? `/${encodeURIComponent(answer.tenantId)}` : '/', {
          replace: true,
        });
      })
      .catch((error: unknown) => setOutcome(outcomeOf(error)));
  }, [accept, auth, config, invitationId, navigate]);

  if (outcome === 'accepting') return <AppLoading />;
  const home = (
    <Link className={styles.link} to="/">
      {t('cloud.accept.go_home')}
    </Link>
  );
  return (
    <StandalonePage width={480} role="alert">
      {outcome === 'email_mismatch' ? (
        <EmptyState
          icon={MailX}
          title={t('cloud.accept.email_mismatch_title')}
          description={t('cloud.accept.email_mismatch', {
            account: me?.primaryEmail ?? me?.username ?? me?.id ?? '',
          })}
          action={
            <Button kind="primary" onClick={() => void auth.restartSignIn()}>
              {t('cloud.accept.switch_account')}
            </Button>
          }
        />
      ) : (
        <EmptyState icon={CircleAlert} title={t(`cloud.accept.${outcome}`)} action={home} />
      )}
    </StandalonePage>
  );
};

export default AcceptInvitation;
