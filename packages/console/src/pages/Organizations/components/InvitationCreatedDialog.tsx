import type { OrganizationInvitation } from '@gatehouse/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyField } from '../../../components/CopyField';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';

/**
 * After inviting: no email connector sends invitations yet (the API accepts and ignores
 * `messagePayload`), so the admin delivers the invitation's link to its accept page; an app with its
 * own accept page uses the id.
 */
export const InvitationCreatedDialog = ({
  invitation,
  onClose,
}: {
  invitation: OrganizationInvitation | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={invitation !== undefined}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('organizations.invitation_created_title')}
      role="alertdialog"
      footer={
        <Button kind="primary" onClick={onClose}>
          {t('general.got_it')}
        </Button>
      }
    >
      <Stack gap="m">
        <Notice tone="warning">
          {t('organizations.invitation_created_message', { email: invitation?.invitee ?? '' })}
        </Notice>
        <CopyField label={t('organizations.invitation_link')} value={invitation?.link ?? ''} />
        <CopyField label={t('organizations.invitation_id')} value={invitation?.id ?? ''} />
      </Stack>
    </Modal>
  );
};
