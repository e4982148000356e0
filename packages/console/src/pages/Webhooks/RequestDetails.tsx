import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useReplayHookLog } from '../../api/hooks/mutations';
import { useHookLog } from '../../api/hooks/queries';
import { useTenant } from '../../app/tenant';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { CodeBlock } from '../../components/CodeBlock';
import { DataState } from '../../components/DataState';
import { DescriptionList } from '../../components/DescriptionList';
import { PageHeader } from '../../components/PageHeader';
import { Stack } from '../../components/Stack';
import { runThenSay } from '../../hooks/confirm-then-run';
import { BackLink } from '../../patterns/DetailsPage';

/** One request in full (`webhooks/{hookId}/recent-requests/{logId}`): payload, response, and a replay. */
export const RequestDetails = () => {
  const { t, i18n } = useTranslation();
  const { hookId = '', logId = '' } = useParams();
  const { path } = useTenant();
  const navigate = useNavigate();
  const query = useHookLog(hookId, logId);
  const replay = useReplayHookLog();
  const requestsPath = path(`/webhooks/${encodeURIComponent(hookId)}/recent-requests`);
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'long' }).format(ms);
  return (
    <Stack narrow>
      <BackLink to={requestsPath}>{t('webhooks.back_to_requests')}</BackLink>
      <DataState query={query}>
        {(log) => {
          const rows: Array<[string, ReactNode]> = [
            [t('webhooks.event'), t(`audit_logs.events.TriggerHook.${log.event}`)],
            [t('webhooks.status'), log.result === 'Success' ? t('webhooks.success') : t('webhooks.failed')],
            [t('webhooks.response_status'), log.response.status ?? t('webhooks.no_response')],
            [t('webhooks.delivery_status'), t(`webhooks.delivery_${log.deliveryStatus}`)],
            [t('webhooks.attempt'), log.attempt],
            [t('webhooks.duration'), t('webhooks.duration_ms', { ms: log.durationMs })],
            [t('webhooks.time'), time(log.createdAt)],
            [t('webhooks.url'), <code key="url">{log.request.url}</code>],
            ...(log.error ? ([[t('webhooks.error_detail'), log.error]] as Array<[string, string]>) : []),
          ];
          return (
            <>
              <PageHeader
                title={t('webhooks.request_title')}
                subtitle={time(log.createdAt)}
                actions={
                  <Button
                    kind="primary"
                    disabled={replay.isPending}
                    onClick={async () => {
                      const done = await runThenSay(
                        () => replay.mutateAsync({ id: hookId, logId }),
                        t('webhooks.replayed'),
                      );
                      if (done) navigate(requestsPath);
                    }}
                  >
                    {t('webhooks.replay')}
                  </Button>
                }
              />
              <Card title={t('webhooks.response')}>
                <DescriptionList items={rows} />
              </Card>
              <CodeBlock
                label={t('webhooks.request_body')}
                language="json"
                code={JSON.stringify(log.request.body, null, 2)}
              />
              <CodeBlock label={t('webhooks.response_body')} code={log.response.body || '—'} />
            </>
          );
        }}
      </DataState>
    </Stack>
  );
};
