import type { createdTenantInvitationGuard } from '@gatehouse/schemas/tenants';
import { type TenantRoleName, tenantRoleNames } from '@gatehouse/schemas/tenants';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/errors';
import { handleSubmitError } from '../../api/submit-errors';
import { tenantMemberCodes, useInviteMembers } from '../../api/tenants/mutations';
import { type EmailTag, EmailTagInput } from '../../components/EmailTagInput';
import { validEmails } from '../../components/EmailTagInput/email-tags';
import { Notice } from '../../components/Notice';
import { Select } from '../../components/Select';
import { FormModal } from '../../patterns/FormModal';

type Created = z.infer<typeof createdTenantInvitationGuard>;
const maxInvitees = 20;

/** Invites up to 20 email addresses to the tenant with one role (spec §3 tenant invitation). */
export const InviteMembersModal = ({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (created: Created[]) => void;
}) => {
  const { t } = useTranslation();
  const invite = useInviteMembers();
  const [tags, setTags] = useState<EmailTag[]>([]);
  const [roleName, setRoleName] = useState<TenantRoleName>('collaborator');
  const [error, setError] = useState<string>();
  const close = () => {
    setTags([]);
    setError(undefined);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emails = validEmails(tags);
    if (tags.length === 0) return setError(t('tenant_settings.errors.no_email'));
    if (emails.length < tags.length) return;
    if (emails.length > maxInvitees) return setError(t('tenant_settings.errors.too_many'));
    setError(undefined);
    try {
      const created = await invite.mutateAsync({ invitee: emails, roleName });
      setTags([]);
      onInvited(created);
    } catch (failure) {
      const refused = failure instanceof ApiRequestError ? failure : undefined;
      if (refused?.code && (tenantMemberCodes.invitee as readonly string[]).includes(refused.code)) {
        // None was sent: the answer names each refused address.
        const { invitees } = ((refused.body as { data?: { invitees?: { invitee: string }[] } })?.data ?? {}) as {
          invitees?: { invitee: string }[];
        };
        const named = (invitees ?? []).map(({ invitee }) => invitee).join(', ');
        setError(named ? `${refused.message} (${named})` : refused.message);
      } else handleSubmitError(failure);
    }
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('tenant_settings.invite_title')}
      description={t('tenant_settings.invite_description')}
      size="medium"
      submitLabel={t('tenant_settings.invite')}
      submitting={invite.isPending}
      onSubmit={(event) => void onSubmit(event)}
    >
      <EmailTagInput
        label={t('tenant_settings.emails')}
        hint={t('tenant_settings.emails_hint')}
        invalidMessage={t('tenant_members.errors.invalid_email')}
        required
        value={tags}
        onChange={(next) => {
          setTags(next);
          setError(undefined);
        }}
        error={error}
      />
      <Select
        label={t('tenant_settings.role')}
        value={roleName}
        onChange={(event) => setRoleName(event.target.value as TenantRoleName)}
      >
        {tenantRoleNames.map((role) => (
          <option key={role} value={role}>
            {t(`tenant_settings.roles.${role}`)}
          </option>
        ))}
      </Select>
      <Notice>{t('tenant_settings.delivery_note')}</Notice>
    </FormModal>
  );
};
