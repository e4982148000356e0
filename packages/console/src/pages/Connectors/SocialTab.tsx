import type { ConnectorView } from '@gatehouse/schemas/connectors';
import { Plug, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConnectorFactories, useConnectorList } from '../../api/connectors/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { CellGroup, type Column, Table, TableSkeleton } from '../../components/Table';
import { RowLink } from '../../patterns/SearchableTable';
import { ConnectorLogo } from './components/ConnectorLogo';
import { SignInNotice } from './components/SignInNotice';
import { StatusTag } from './components/StatusTag';
import { connectorPath, useLocalized } from './connector-types';

/** `connectors/social`: the identity providers people can sign in with, one connector each. */
export const SocialTab = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const localized = useLocalized();
  const list = useConnectorList();
  const factories = useConnectorFactories();
  const social = { ...list, data: list.data?.filter((connector) => connector.type === 'social') };
  const caption = t('connectors.social_caption');
  const factoryName = (connector: ConnectorView) =>
    localized(factories.data?.find((factory) => factory.id === connector.connectorId)?.name) || connector.connectorId;
  const columns: Column<ConnectorView>[] = [
    {
      key: 'name',
      title: t('connectors.name'),
      render: (row) => (
        <CellGroup>
          <ConnectorLogo logo={row.logo} logoDark={row.logoDark} size={20} />
          <RowLink to={path(connectorPath(row))}>{localized(row.name)}</RowLink>
        </CellGroup>
      ),
    },
    { key: 'factory', title: t('connectors.factory'), render: factoryName },
    { key: 'target', title: t('connectors.target'), render: (row) => <code>{row.target}</code> },
    { key: 'status', title: t('connectors.status'), render: (row) => <StatusTag enabled={row.enabled} /> },
  ];
  const add = () => navigate(path('/connectors/social/create/social'));
  if (list.isPending) return <TableSkeleton caption={caption} columns={columns} rows={3} />;
  return (
    <DataState
      query={social}
      isEmpty={(connectors) => connectors.length === 0}
      empty={
        <EmptyState
          icon={Plug}
          title={t('connectors.social_empty_title')}
          description={t('connectors.social_empty_description')}
          action={
            <Button kind="primary" icon={<Plus size={16} />} onClick={add}>
              {t('connectors.add_social')}
            </Button>
          }
        />
      }
    >
      {(connectors) => (
        <>
          <SignInNotice connectors={connectors} />
          <Table
            caption={caption}
            rows={connectors}
            rowKey={(row) => row.id}
            onRowClick={(row) => navigate(path(connectorPath(row)))}
            columns={columns}
          />
        </>
      )}
    </DataState>
  );
};
