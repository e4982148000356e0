import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../../patterns/ShownOnceDialog';

/** A new secret, shown this one time: copy it now. */
export const SecretOnceDialog = ({ secret, onClose }: { secret: string | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      open={secret !== undefined}
      title={t('applications.secret_once_title')}
      warning={t('applications.secret_once_warning')}
      confirm={t('applications.secret_copied')}
      values={[{ label: t('applications.app_secret'), value: secret ?? '' }]}
      onClose={onClose}
    />
  );
};
