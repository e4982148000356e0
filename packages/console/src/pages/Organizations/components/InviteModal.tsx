import type { OrganizationInvitation } from '@gatehouse/schemas/organizations';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiRequestError } from '../../../api/errors';
import { invitationFieldCodes, useInviteToOrganization } from '../../../api/organizations/mutations';
import { handleSubmitError } from '../../../api/submit-errors';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/TextField';
import { FormModal } from '../../../patterns/FormModal';
import { limitedText } from '../../../patterns/form';
import { RoleChecklist } from './RoleChecklist';

const dayMs = 24 * 60 * 60 * 1000;
const defaultExpiryDays = 7;

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
  const invite = useInviteToOrganization();
  const guard = useMemo(
    () =>
      z.object({
        invitee: limitedText(t, 256)
          .min(1, t('form.required', { field: t('users.email') }))
          .email(t('organizations.invalid_email')),
        expiryDays: z.coerce
          .number()
          .int(t('organizations.expiry_invalid'))
          .min(1, t('organizations.expiry_invalid'))
          .max(365, t('organizations.expiry_invalid')),
        organizationRoleIds: z.array(z.string()),
      }),
    [t],
  );
  const form = useForm<z.input<typeof guard>, unknown, z.output<typeof guard>>({
    resolver: zodResolver(guard),
    defaultValues: { invitee: '', expiryDays: defaultExpiryDays, organizationRoleIds: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ invitee, expiryDays, organizationRoleIds }) => {
    try {
      const invitation = await invite.mutateAsync({
        invitee,
        organizationId,
        expiresAt: Date.now() + expiryDays * dayMs,
        organizationRoleIds,
      });
      form.reset();
      onInvited(invitation);
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code && (invitationFieldCodes.invitee as readonly string[]).includes(code)) {
        form.setError('invitee', { message: (error as ApiRequestError).message });
      } else if (code && (invitationFieldCodes.expiresAt as readonly string[]).includes(code)) {
        form.setError('expiryDays', { message: (error as ApiRequestError).message });
      } else handleSubmitError(error);
    }
  });

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
      <Notice>{t('organizations.no_email_note')}</Notice>
    </FormModal>
  );
};
