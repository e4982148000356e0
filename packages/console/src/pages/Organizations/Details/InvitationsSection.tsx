import type { InvitationStatus, Organization, OrganizationInvitation } from '@gatehouse/schemas/organizations';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailDelivery } from '../../../api/connectors/queries';
import { useRevokeInvitation } from '../../../api/organizations/mutations';
import { useOrganizationInvitations } from '../../../api/organizations/queries';
import { defaultPageSize } from '../../../api/pagination';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { DataState } from '../../../components/DataState';
import { EmptyState } from '../../../components/EmptyState';
import { Pagination } from '../../../components/Pagination';
import { Table } from '../../../components/Table';
import { Tag } from '../../../components/Tag';
import { toast } from '../../../components/Toast/store';
import { confirmThenRun } from '../../../hooks/confirm-then-run';
import { actionsColumn, TableToolbar } from '../../../patterns/SearchableTable';
import { InvitationCreatedDialog } from '../components/InvitationCreatedDialog';
import { InviteModal } from '../components/InviteModal';
import { RoleTags } from '../components/RoleTags';

const statusTone: Record<InvitationStatus, 'neutral' | 'success' | 'danger'> = {
  Pending: 'neutral',
  Accepted: 'success',
  Revoked: 'danger',
  Expired: 'danger',
};

/**
 * The organization's invitations (spec §4 states): invite by email, copy a pending one's link to
 * deliver it, and revoke it.
 */
export const InvitationsSection = ({ organization }: { organization: Organization }) => {
  const { t, i18n } = useTranslation();
  const emailed = useEmailDelivery();
  const [page, setPage] = useState(1);
  const query = useOrganizationInvitations(organization.id, page);
  const revokeInvitation = useRevokeInvitation();
  const [inviting, setInviting] = useState(false);
  const [created, setCreated] = useState<OrganizationInvitation>();
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const copyLink = async (invitation: OrganizationInvitation) => {
    await navigator.clipboard?.writeText(invitation.link);
    toast.success(t('organizations.link_copied', { email: invitation.invitee }));
  };

  const revoke = async (invitation: OrganizationInvitation) => {
    await confirmThenRun(
      {
        title: t('organizations.revoke_title'),
        message: t('organizations.revoke_message', { email: invitation.invitee }),
        confirmText: t('organizations.revoke'),
      },
      () => revokeInvitation.mutateAsync(invitation.id),
      t('organizations.revoked', { email: invitation.invitee }),
    );
  };

  return (
    <Card
      title={t('organizations.invitations')}
      description={t(emailed ? 'organizations.email_note' : 'organizations.no_email_note')}
    >
      <TableToolbar action={<Button onClick={() => setInviting(true)}>{t('organizations.invite')}</Button>} />
      <DataState
        query={query}
        isEmpty={(data) => data.totalCount === 0 && page === 1}
        empty={<EmptyState title={t('organizations.invitations_empty_title')} icon={Mail} />}
      >
        {({ items, totalCount }) => (
          <>
            <Table
              caption={t('organizations.invitations')}
              rows={items}
              rowKey={(row) => row.id}
              columns={[
                { key: 'invitee', title: t('users.email'), render: (row) => row.invitee },
                {
                  key: 'status',
                  title: t('organizations.status'),
                  render: (row) => <Tag tone={statusTone[row.status]}>{t(`organizations.statuses.${row.status}`)}</Tag>,
                },
                {
                  key: 'roles',
                  title: t('organizations.organization_roles'),
                  render: (row) => <RoleTags roles={row.organizationRoles} />,
                },
                { key: 'expires', title: t('organizations.expires_at'), render: (row) => date(row.expiresAt) },
                actionsColumn<OrganizationInvitation>(
                  t,
                  (row) => row.invitee,
                  (row) =>
                    row.status === 'Pending'
                      ? [
                          { label: t('organizations.copy_link'), run: () => void copyLink(row) },
                          { label: t('organizations.revoke'), run: () => void revoke(row) },
                        ]
                      : [],
                ),
              ]}
            />
            <Pagination
              page={page}
              pageSize={defaultPageSize}
              total={totalCount}
              pageItems={items.length}
              onChange={setPage}
            />
          </>
        )}
      </DataState>
      <InviteModal
        open={inviting}
        organizationId={organization.id}
        onClose={() => setInviting(false)}
        onInvited={(invitation) => {
          setInviting(false);
          setCreated(invitation);
        }}
      />
      <InvitationCreatedDialog invitation={created} onClose={() => setCreated(undefined)} />
    </Card>
  );
};
