import { Webhook } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHookList } from '../../api/hooks/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { CellGroup } from '../../components/Table';
import { Tag } from '../../components/Tag';
import { useListParams } from '../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../patterns/SearchableTable';
import { CreateWebhookModal } from './components/CreateWebhookModal';

/** The tenant's webhooks with their last 24 hours' success rate, and the create modal (`/webhooks/create`). */
export const WebhookList = ({ creating = false }: { creating?: boolean }) => {
  const { t, i18n } = useTranslation();
  const { path } = useTenant();
  const navigate = useNavigate();
  const list = useListParams();
  const query = useHookList();
  const detailsPath = (id: string) => path(`/webhooks/${encodeURIComponent(id)}`);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        actions={
          <Button kind="primary" onClick={() => navigate(path('/webhooks/create'))}>
            {t('webhooks.create')}
          </Button>
        }
      />
      <SearchableTable
        query={query}
        list={list}
        caption={t('webhooks.title')}
        empty={{ icon: Webhook, title: t('webhooks.empty_title'), description: t('webhooks.empty_description') }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'name',
            title: t('webhooks.name'),
            render: (row) => (
              <CellGroup>
                <RowLink to={detailsPath(row.id)}>{row.name}</RowLink>
                {row.enabled ? null : <Tag>{t('webhooks.disabled')}</Tag>}
              </CellGroup>
            ),
          },
          { key: 'url', title: t('webhooks.url'), render: (row) => <code>{row.config.url}</code> },
          {
            key: 'events',
            title: t('webhooks.events'),
            render: (row) => row.events.map((event) => t(`audit_logs.events.TriggerHook.${event}`)).join(', '),
          },
          {
            key: 'rate',
            title: t('webhooks.success_rate'),
            render: (row) =>
              row.executionStats?.requestCount
                ? percent.format(row.executionStats.successCount / row.executionStats.requestCount)
                : t('webhooks.no_requests'),
          },
        ]}
      />
      <CreateWebhookModal
        open={creating}
        onClose={() => navigate(path('/webhooks'))}
        onCreated={(id) => navigate(detailsPath(id))}
      />
    </>
  );
};
