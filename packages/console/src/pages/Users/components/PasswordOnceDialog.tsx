import { useTranslation } from 'react-i18next';
import { ShownOnceDialog } from '../../../patterns/ShownOnceDialog';

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
    <ShownOnceDialog
      open={credentials !== undefined}
      title={t('users.password_once_title')}
      warning={t('users.password_once_warning')}
      confirm={t('users.password_copied')}
      values={[
        { label: t('users.sign_in_with'), value: credentials?.identifier ?? '' },
        { label: t('users.password'), value: credentials?.password ?? '' },
      ]}
      onClose={onClose}
    />
  );
};
