import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useConnector, useConnectorFactories } from '../../../api/connectors/queries';
import { useTenant } from '../../../app/tenant';
import { PageNotFound } from '../../../components/PageNotFound';
import { Tag } from '../../../components/Tag';
import { DetailsPage, useDetailsEntity } from '../../../patterns/DetailsPage';
import { ConnectorLogo } from '../components/ConnectorLogo';
import { StatusTag } from '../components/StatusTag';
import { connectorPath, isConnectorTab, tabOf, typeTitleKey, useLocalized } from '../connector-types';

/** `connectors/{tab}/{connectorId}`: the connector's header (logo, name, factory, type, state) and its settings. */
export const ConnectorDetails = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { tab, connectorId = '' } = useParams();
  const localized = useLocalized();
  const query = useConnector(connectorId);
  const factories = useConnectorFactories();
  if (!isConnectorTab(tab)) return <PageNotFound homePath={path('/connectors')} />;
  // A link that names the other tab: the connector's own address is under its type's tab.
  if (query.data && tabOf(query.data.type) !== tab) return <Navigate to={path(connectorPath(query.data))} replace />;
  return (
    <DetailsPage
      query={query}
      back={{
        to: path(`/connectors/${tab}`),
        label: `${t('connectors.title')} · ${t(tab === 'social' ? 'connectors.tab_social' : 'connectors.tab_passwordless')}`,
      }}
      tabsLabel={t('connectors.details_tabs')}
      describe={(connector) => {
        const factory = factories.data?.find((candidate) => candidate.id === connector.connectorId);
        return {
          title: localized(connector.name),
          // The factory is named when the connector's own name differs from it (a renamed sign-in button).
          subtitle: [
            localized(factory?.name) === localized(connector.name)
              ? ''
              : localized(factory?.name) || connector.connectorId,
            `${t('connectors.connector_id')}: ${connector.id}`,
          ]
            .filter(Boolean)
            .join(' · '),
          media: <ConnectorLogo logo={connector.logo} logoDark={connector.logoDark} size={48} />,
          tags: (
            <>
              <Tag>{t(typeTitleKey[connector.type])}</Tag>
              <StatusTag enabled={connector.enabled} />
            </>
          ),
          tabs: [{ to: '.', title: t('connectors.settings_title') }],
        };
      }}
    />
  );
};

/** The connector a details tab shows (loaded by the details shell). */
export const useDetailsConnector = () => useDetailsEntity<ConnectorView>();
