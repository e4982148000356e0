import type { SsoConnector } from '@gatehouse/schemas/sso-connectors';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSsoConnector } from '../../../api/sso-connectors/queries';
import { useTenant } from '../../../app/tenant';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';
import { ProviderLogo } from '../components/ProviderLogo';

/** `enterprise-sso/{ssoConnectorId}`: the connector's header (provider, name, id) and its tabs. */
export const SsoConnectorDetails = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { ssoConnectorId = '' } = useParams();
  const query = useSsoConnector(ssoConnectorId);
  return (
    <DetailsPage
      query={query}
      back={{ to: path('/enterprise-sso'), label: t('enterprise_sso.title') }}
      tabsLabel={t('enterprise_sso.details_tabs')}
      describe={(connector) => ({
        title: connector.connectorName,
        subtitle: `${t('enterprise_sso.connector_id')}: ${connector.id}`,
        media: <ProviderLogo providerName={connector.providerName} size={48} />,
        tags: (
          <>
            <Tag>{t(`enterprise_sso.providers.${connector.providerName}.name`)}</Tag>
            {connector.configured ? null : <Tag tone="danger">{t('enterprise_sso.not_configured')}</Tag>}
          </>
        ),
        tabs: [
          { to: 'connection', title: t('enterprise_sso.tab_connection') },
          { to: 'experience', title: t('enterprise_sso.tab_experience') },
          ...(connector.providerType === 'saml'
            ? [{ to: 'idp-initiated-auth', title: t('enterprise_sso.tab_idp_initiated') }]
            : []),
        ],
      })}
    />
  );
};

/** The connector a details tab shows (loaded by the details shell). */
export const useDetailsSsoConnector = () => useDetailsEntity<SsoConnector>();
