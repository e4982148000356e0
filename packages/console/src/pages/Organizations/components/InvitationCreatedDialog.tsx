import type { OrganizationInvitation } from '@gatehouse/schemas/organizations';
import { useTranslation } from 'react-i18next';
import { useEmailDelivery } from '../../../api/connectors/queries';
import { Button } from '../../../components/Button';
import { CopyField } from '../../../components/CopyField';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';

/**
 * After inviting: with an email connector the invitee was emailed the link; without one the admin
 * delivers the invitation's link to its accept page. An app with its own accept page uses the id.
 */
export const InvitationCreatedDialog = ({
  invitation,
  onClose,
}: {
  invitation: OrganizationInvitation | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const emailed = useEmailDelivery();
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
        {emailed ? (
          <Notice>{t('organizations.invitation_emailed_message', { email: invitation?.invitee ?? '' })}</Notice>
        ) : (
          <Notice tone="warning">
            {t('organizations.invitation_created_message', { email: invitation?.invitee ?? '' })}
          </Notice>
        )}
        <CopyField label={t('organizations.invitation_link')} value={invitation?.link ?? ''} />
        <CopyField label={t('organizations.invitation_id')} value={invitation?.id ?? ''} />
      </Stack>
    </Modal>
  );
};
