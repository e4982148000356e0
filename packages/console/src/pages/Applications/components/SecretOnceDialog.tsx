import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { CopyField } from '../../../components/CopyField';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Stack } from '../../../components/Stack';

/** A new secret, shown this one time: copy it now. */
export const SecretOnceDialog = ({ secret, onClose }: { secret: string | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== undefined}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('applications.secret_once_title')}
      role="alertdialog"
      footer={
        <Button kind="primary" onClick={onClose}>
          {t('applications.secret_copied')}
        </Button>
      }
    >
      <Stack gap="m">
        <Notice tone="warning">{t('applications.secret_once_warning')}</Notice>
        <CopyField label={t('applications.app_secret')} value={secret ?? ''} />
      </Stack>
    </Modal>
  );
};
