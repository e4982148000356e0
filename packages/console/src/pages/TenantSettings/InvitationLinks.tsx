import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CopyField } from '../../components/CopyField';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { Stack } from '../../components/Stack';

/**
 * Invitations no email carried (the admin tenant has no email connector): their accept links, for
 * the admin to pass on. The link is the invitee's proof, so it is shown only to the inviter.
 */
export const InvitationLinks = ({
  links,
  onClose,
}: {
  links: ReadonlyArray<{ invitee: string; link: string }>;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={links.length > 0}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('tenant_settings.links_title')}
      role="alertdialog"
      footer={
        <Button kind="primary" onClick={onClose}>
          {t('general.got_it')}
        </Button>
      }
    >
      <Stack gap="m">
        <Notice tone="warning">{t('tenant_settings.links_message')}</Notice>
        {links.map(({ invitee, link }) => (
          <CopyField key={invitee} label={invitee} value={link} />
        ))}
      </Stack>
    </Modal>
  );
};
