import type { SsoConnector } from '@gatehouse/schemas/sso-connectors';
import { Network, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSsoConnectorList } from '../../api/sso-connectors/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { Muted } from '../../components/FormField';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup, type Column, Table, TableSkeleton } from '../../components/Table';
import { Tag, TagList } from '../../components/Tag';
import { RowLink } from '../../patterns/SearchableTable';
import { ProviderLogo } from './components/ProviderLogo';
import { ProviderPicker } from './components/ProviderPicker';

export const ssoConnectorPath = (id: string) => `/enterprise-sso/${encodeURIComponent(id)}`;

/** `enterprise-sso`: the connectors with their provider and domains; `enterprise-sso/create` opens the provider grid over it. */
export const SsoConnectorList = ({ creating = false }: { creating?: boolean }) => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useSsoConnectorList();
  const caption = t('enterprise_sso.table_caption');
  const add = () => navigate(path('/enterprise-sso/create'));
  const columns: Column<SsoConnector>[] = [
    {
      key: 'name',
      title: t('enterprise_sso.name'),
      render: (row) => (
        <CellGroup>
          <ProviderLogo providerName={row.providerName} size={20} />
          <RowLink to={path(ssoConnectorPath(row.id))}>{row.connectorName}</RowLink>
          {row.configured ? null : <Tag tone="danger">{t('enterprise_sso.not_configured')}</Tag>}
        </CellGroup>
      ),
    },
    {
      key: 'provider',
      title: t('enterprise_sso.provider'),
      render: (row) => t(`enterprise_sso.providers.${row.providerName}.name`),
    },
    {
      key: 'domains',
      title: t('enterprise_sso.domains'),
      render: (row) =>
        row.domains.length > 0 ? (
          <TagList>
            {row.domains.map((domain) => (
              <Tag key={domain}>{domain}</Tag>
            ))}
          </TagList>
        ) : (
          <Muted>{t('enterprise_sso.no_domains')}</Muted>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('enterprise_sso.title')}
        subtitle={t('enterprise_sso.subtitle')}
        actions={
          <Button kind="primary" icon={<Plus size={16} />} onClick={add}>
            {t('enterprise_sso.add')}
          </Button>
        }
      />
      {list.isPending ? (
        <TableSkeleton caption={caption} columns={columns} rows={3} />
      ) : (
        <DataState
          query={list}
          isEmpty={(connectors) => connectors.length === 0}
          empty={
            <EmptyState
              icon={Network}
              title={t('enterprise_sso.empty_title')}
              description={t('enterprise_sso.empty_description')}
              action={
                <Button kind="primary" icon={<Plus size={16} />} onClick={add}>
                  {t('enterprise_sso.add')}
                </Button>
              }
            />
          }
        >
          {(connectors) => (
            <Table
              caption={caption}
              rows={connectors}
              rowKey={(row) => row.id}
              onRowClick={(row) => navigate(path(ssoConnectorPath(row.id)))}
              columns={columns}
            />
          )}
        </DataState>
      )}
      <ProviderPicker open={creating} onClose={() => navigate(path('/enterprise-sso'))} />
    </>
  );
};
