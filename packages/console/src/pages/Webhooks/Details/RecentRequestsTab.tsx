import { webhookEvents } from '@gatehouse/schemas/hooks';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HookLogFilters } from '../../../api/hooks/keys';
import { useHookLogs } from '../../../api/hooks/queries';
import { useTenant } from '../../../app/tenant';
import { Select } from '../../../components/Select';
import { Tag } from '../../../components/Tag';
import { useListParams } from '../../../hooks/use-list-params';
import { RowLink, SearchableTable } from '../../../patterns/SearchableTable';
import styles from '../components/HeadersField.module.css';
import { useDetailsHook } from '.';

const results = ['Success', 'Error'] as const;

/** Every request sent to the webhook, newest first, filtered by result and event (kept in the URL). */
export const RecentRequestsTab = () => {
  const { t, i18n } = useTranslation();
  const hook = useDetailsHook();
  const { path } = useTenant();
  const list = useListParams();
  const [params, setParams] = useSearchParams();
  const result = params.get('result');
  const filters: HookLogFilters = {
    result: results.find((value) => value === result),
    event: webhookEvents.find((value) => value === params.get('event')),
  };
  const setFilter = (name: 'result' | 'event', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const query = useHookLogs(hook.id, filters, list.page);
  const detailsPath = (logId: string) =>
    path(`/webhooks/${encodeURIComponent(hook.id)}/recent-requests/${encodeURIComponent(logId)}`);
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms);

  return (
    <>
      <div className={styles.filters}>
        <Select
          label={t('webhooks.status')}
          value={filters.result ?? ''}
          onChange={(event) => setFilter('result', event.target.value)}
        >
          <option value="">{t('webhooks.all_results')}</option>
          <option value="Success">{t('webhooks.success')}</option>
          <option value="Error">{t('webhooks.failed')}</option>
        </Select>
        <Select
          label={t('webhooks.event')}
          value={filters.event ?? ''}
          onChange={(event) => setFilter('event', event.target.value)}
        >
          <option value="">{t('webhooks.all_events')}</option>
          {hook.events.map((event) => (
            <option key={event} value={event}>
              {t(`audit_logs.events.TriggerHook.${event}`)}
            </option>
          ))}
        </Select>
      </div>
      <SearchableTable
        query={query}
        list={list}
        caption={t('webhooks.recent_requests')}
        empty={{ icon: Send, title: t('webhooks.logs_empty_title'), description: t('webhooks.logs_empty_description') }}
        rowPath={(row) => detailsPath(row.id)}
        columns={[
          {
            key: 'status',
            title: t('webhooks.status'),
            render: (row) => (
              <RowLink to={detailsPath(row.id)}>
                {row.response.status ?? t('webhooks.no_response')}
                {' · '}
                {row.result === 'Success' ? t('webhooks.success') : t('webhooks.failed')}
              </RowLink>
            ),
          },
          {
            key: 'event',
            title: t('webhooks.event'),
            render: (row) => t(`audit_logs.events.TriggerHook.${row.event}`),
          },
          {
            key: 'delivery',
            title: t('webhooks.delivery_status'),
            render: (row) => <Tag>{t(`webhooks.delivery_${row.deliveryStatus}`)}</Tag>,
          },
          { key: 'attempt', title: t('webhooks.attempt'), render: (row) => row.attempt },
          { key: 'time', title: t('webhooks.time'), render: (row) => time(row.createdAt) },
        ]}
      />
    </>
  );
};
