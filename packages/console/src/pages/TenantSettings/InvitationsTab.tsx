import type { InvitationStatus } from '@gatehouse/schemas/organizations';
import type { TenantInvitation } from '@gatehouse/schemas/tenants';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/errors';
import { handleSubmitError } from '../../api/submit-errors';
import { tenantMemberCodes, useResendTenantInvitation, useRevokeTenantInvitation } from '../../api/tenants/mutations';
import { useTenantInvitations } from '../../api/tenants/queries';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { Table } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { toast } from '../../components/Toast/store';
import { confirmThenRun } from '../../hooks/confirm-then-run';
import { actionsColumn, TableToolbar } from '../../patterns/SearchableTable';
import { InvitationLinks } from './InvitationLinks';
import { InviteMembersModal } from './InviteMembersModal';

const statusTone: Record<InvitationStatus, 'neutral' | 'success' | 'danger'> = {
  Pending: 'neutral',
  Accepted: 'success',
  Revoked: 'danger',
  Expired: 'danger',
};

const linkOf = (error: unknown) => {
  const data = error instanceof ApiRequestError ? (error.body as { data?: { link?: unknown } })?.data : undefined;
  return typeof data?.link === 'string' ? data.link : undefined;
};

/** `members/invitations`: invite by email with a role; resend, copy the link of, or revoke a pending one. */
export const InvitationsTab = () => {
  const { t, i18n } = useTranslation();
  const query = useTenantInvitations();
  const revokeInvitation = useRevokeTenantInvitation();
  const resendInvitation = useResendTenantInvitation();
  const [inviting, setInviting] = useState(false);
  /** Invitations whose links the admin passes on themselves (no email connector). */
  const [links, setLinks] = useState<ReadonlyArray<{ invitee: string; link: string }>>([]);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);

  const copyLink = async (invitation: TenantInvitation) => {
    await navigator.clipboard?.writeText(invitation.link);
    toast.success(t('tenant_settings.link_copied', { email: invitation.invitee }));
  };

  const resend = async (invitation: TenantInvitation) => {
    try {
      await resendInvitation.mutateAsync(invitation.id);
      toast.success(t('tenant_settings.resent', { email: invitation.invitee }));
    } catch (error) {
      const link = error instanceof ApiRequestError && error.code === tenantMemberCodes.noEmailConnector;
      if (link) setLinks([{ invitee: invitation.invitee, link: linkOf(error) ?? invitation.link }]);
      else handleSubmitError(error);
    }
  };

  const revoke = (invitation: TenantInvitation) =>
    confirmThenRun(
      {
        title: t('tenant_settings.revoke_title'),
        message: t('tenant_settings.revoke_message', { email: invitation.invitee }),
        confirmText: t('tenant_settings.revoke'),
      },
      () => revokeInvitation.mutateAsync(invitation.id),
      t('tenant_settings.revoked', { email: invitation.invitee }),
    );

  return (
    <>
      <TableToolbar action={<Button onClick={() => setInviting(true)}>{t('tenant_settings.invite')}</Button>} />
      <DataState
        query={query}
        isEmpty={(items) => items.length === 0}
        empty={
          <EmptyState
            icon={Mail}
            title={t('tenant_settings.invitations_empty')}
            description={t('tenant_settings.invitations_empty_description')}
          />
        }
      >
        {(items) => (
          <Table
            caption={t('tenant_settings.invitations')}
            rows={items}
            rowKey={(row) => row.id}
            columns={[
              { key: 'invitee', title: t('users.email'), render: (row) => row.invitee },
              {
                key: 'role',
                title: t('tenant_settings.role'),
                render: (row) => (row.roleName ? t(`tenant_settings.roles.${row.roleName}`) : '—'),
              },
              {
                key: 'status',
                title: t('tenant_settings.status'),
                render: (row) => <Tag tone={statusTone[row.status]}>{t(`organizations.statuses.${row.status}`)}</Tag>,
              },
              { key: 'expires', title: t('tenant_settings.expires_at'), render: (row) => date(row.expiresAt) },
              actionsColumn<TenantInvitation>(
                t,
                (row) => row.invitee,
                (row) =>
                  row.status === 'Pending'
                    ? [
                        { label: t('tenant_settings.copy_link'), run: () => void copyLink(row) },
                        { label: t('tenant_settings.resend'), run: () => void resend(row) },
                        { label: t('tenant_settings.revoke'), run: () => void revoke(row) },
                      ]
                    : [],
              ),
            ]}
          />
        )}
      </DataState>
      <InviteMembersModal
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(created) => {
          setInviting(false);
          const unsent = created.filter((invitation) => !invitation.emailed);
          if (unsent.length < created.length) toast.success(t('tenant_settings.invited'));
          setLinks(unsent.map(({ invitee, link }) => ({ invitee, link })));
        }}
      />
      <InvitationLinks links={links} onClose={() => setLinks([])} />
    </>
  );
};
