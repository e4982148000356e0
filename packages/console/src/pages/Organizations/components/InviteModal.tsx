import { createOrganizationInvitationGuard, type OrganizationInvitation } from '@gatehouse/schemas/organizations';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEmailDelivery } from '../../../api/connectors/queries';
import { invitationFieldCodes, useInviteToOrganization } from '../../../api/organizations/mutations';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { FormModal } from '../../../patterns/FormModal';
import { submitForm } from '../../../patterns/form';
import { useFormResolver } from '../../../patterns/form-resolver';
import { RoleChecklist } from './RoleChecklist';

const dayMs = 24 * 60 * 60 * 1000;
const defaultExpiryDays = 7;

/** The invitation by `createOrganizationInvitationGuard`; its expiry typed as days (1 to 365) from now. */
const inviteFormGuard = createOrganizationInvitationGuard.pick({ invitee: true }).extend({
  expiryDays: z.coerce
    .number()
    .int('organizations.expiry_invalid')
    .min(1, 'organizations.expiry_invalid')
    .max(365, 'organizations.expiry_invalid'),
  organizationRoleIds: createOrganizationInvitationGuard.shape.organizationRoleIds.unwrap(),
});

/** Invites an email address to the organization with User-type organization roles, valid for some days. */
export const InviteModal = ({
  open,
  organizationId,
  onClose,
  onInvited,
}: {
  open: boolean;
  organizationId: string;
  onClose: () => void;
  onInvited: (invitation: OrganizationInvitation) => void;
}) => {
  const { t } = useTranslation();
  const emailed = useEmailDelivery();
  const invite = useInviteToOrganization();
  const form = useForm<z.input<typeof inviteFormGuard>, unknown, z.output<typeof inviteFormGuard>>({
    resolver: useFormResolver(inviteFormGuard),
    defaultValues: { invitee: '', expiryDays: defaultExpiryDays, organizationRoleIds: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };

  const fieldCodes = (field: keyof typeof invitationFieldCodes) => invitationFieldCodes[field] as readonly string[];
  const onSubmit = submitForm(
    form,
    async ({ invitee, expiryDays, organizationRoleIds }) => {
      const invitation = await invite.mutateAsync({
        invitee,
        organizationId,
        expiresAt: Date.now() + expiryDays * dayMs,
        organizationRoleIds,
      });
      form.reset();
      onInvited(invitation);
    },
    {
      fieldOf: (code) =>
        fieldCodes('invitee').includes(code)
          ? 'invitee'
          : fieldCodes('expiresAt').includes(code)
            ? 'expiryDays'
            : undefined,
    },
  );

  return (
    <FormModal
      open={open}
      onClose={close}
      title={t('organizations.invite_title')}
      description={t('organizations.invite_description')}
      size="medium"
      submitLabel={t('organizations.create_invitation')}
      submitting={isSubmitting}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('users.email')}
        type="email"
        required
        autoComplete="off"
        error={errors.invitee?.message}
        {...form.register('invitee')}
      />
      <Controller
        control={form.control}
        name="organizationRoleIds"
        render={({ field }) => <RoleChecklist type="User" value={field.value} onChange={field.onChange} />}
      />
      <TextField
        label={t('organizations.expiry_days')}
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        hint={t('organizations.expiry_hint')}
        error={errors.expiryDays?.message}
        {...form.register('expiryDays')}
      />
      <Notice>{t(emailed ? 'organizations.email_note' : 'organizations.no_email_note')}</Notice>
    </FormModal>
  );
};
