import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { Stack } from '../../components/Stack';
import { KeyList } from './KeyList';

/** `signing-keys` (spec §2): the token signing keys and the cookie keys, each rotated and pruned on its own. */
const SigningKeys = () => {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('signing_keys.title')} subtitle={t('signing_keys.subtitle')} />
      <Stack>
        <KeyList keyType="private-keys" />
        <KeyList keyType="cookie-keys" />
      </Stack>
    </>
  );
};

export default SigningKeys;
