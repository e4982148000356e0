import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAcceptInvitation } from '../../api/tenants/mutations';
import { useMyInvitations } from '../../api/tenants/queries';
import { CreateTenantModal } from '../../app/cloud/CreateTenantModal';
import { AppLoading } from '../../components/AppLoading';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { StandalonePage } from '../../components/StandalonePage';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './index.module.css';

/**
 * The cloud landing page for a user without a tenant (spec §2): pending invitations to join,
 * and a button to create a tenant.
 */
const Welcome = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('cloud.welcome.title'));
  const navigate = useNavigate();
  const invitations = useMyInvitations();
  const accept = useAcceptInvitation();
  const [creating, setCreating] = useState(false);
  if (invitations.isPending) return <AppLoading />;
  const pending = (invitations.data ?? []).filter(({ status }) => status === 'Pending');
  return (
    <>
      <StandalonePage width={520}>
        <EmptyState
          icon={Building2}
          title={t('cloud.welcome.title')}
          description={t('cloud.welcome.description')}
          action={
            <Button kind="primary" icon={<Plus size={16} />} onClick={() => setCreating(true)}>
              {t('cloud.create.title')}
            </Button>
          }
        />
        {pending.length > 0 ? (
          <section className={styles.invitations} aria-labelledby="welcome-invitations">
            <h2 id="welcome-invitations" className={styles.heading}>
              {t('cloud.switcher.invitations')}
            </h2>
            <ul className={styles.list}>
              {pending.map((invitation) => (
                <li key={invitation.id} className={styles.row}>
                  <span>{invitation.tenantName}</span>
                  <Button
                    loading={accept.isPending && accept.variables === invitation.id}
                    onClick={async () => {
                      await accept.mutateAsync(invitation.id);
                      navigate(`/${encodeURIComponent(invitation.tenantId)}`);
                    }}
                  >
                    {t('cloud.switcher.join')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </StandalonePage>
      <CreateTenantModal open={creating} onClose={() => setCreating(false)} />
    </>
  );
};

export default Welcome;
