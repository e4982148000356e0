import { useTranslation } from 'react-i18next';
import { channelsOf, useConnectorList } from '../../api/connectors/queries';
import { useSignInExperience } from '../../api/sign-in-experience/queries';
import { DataState } from '../../components/DataState';
import { PageHeader } from '../../components/PageHeader';
import { MfaForm } from './MfaForm';

/** `mfa` (spec §2, single page): the sign-in experience's `mfa` — factors (codes by email/SMS only with their connector), policy, trusted devices — and passkey sign-in. */
const Mfa = () => {
  const { t } = useTranslation();
  const query = useSignInExperience();
  const connectors = useConnectorList();
  return (
    <>
      <PageHeader title={t('mfa.title')} subtitle={t('mfa.subtitle')} />
      <DataState query={query}>
        {(settings) => <MfaForm saved={settings} channels={channelsOf(connectors.data)} />}
      </DataState>
    </>
  );
};

export default Mfa;
