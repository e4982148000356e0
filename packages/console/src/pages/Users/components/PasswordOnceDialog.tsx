import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyField } from '../../../components/CopyField';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';

/** A user's new password, shown this one time with the identifier to sign in with. */
export const PasswordOnceDialog = ({
  credentials,
  onClose,
}: {
  credentials: { identifier: string; password: string } | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={credentials !== undefined}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('users.password_once_title')}
      role="alertdialog"
      footer={
        <Button kind="primary" onClick={onClose}>
          {t('users.password_copied')}
        </Button>
      }
    >
      <Stack gap="m">
        <Notice tone="warning">{t('users.password_once_warning')}</Notice>
        <CopyField label={t('users.sign_in_with')} value={credentials?.identifier ?? ''} />
        <CopyField label={t('users.password')} value={credentials?.password ?? ''} />
      </Stack>
    </Modal>
  );
};
