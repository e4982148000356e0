import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLog } from '../../api/logs/queries';
import { useTenant } from '../../app/tenant';
import { Card } from '../../components/Card';
import { CodeBlock } from '../../components/CodeBlock';
import { DataState } from '../../components/DataState';
import { DescriptionList } from '../../components/DescriptionList';
import { PageHeader } from '../../components/PageHeader';
import { Stack } from '../../components/Stack';
import { BackLink } from '../../patterns/DetailsPage';
import { LogResult } from './LogResult';
import { LogSubject, subjectPaths } from './LogSubject';
import { logTitle } from './log-title';

/**
 * One audit record in full (`audit-logs/{logId}`, `applications/{appId}/logs/{logId}`).
 * The server has already redacted secrets; the raw record is shown as stored.
 */
export const LogDetails = ({ logId, back }: { logId: string; back: { to: string; label: string } }) => {
  const { t, i18n } = useTranslation();
  const query = useLog(logId);
  const paths = subjectPaths(useTenant().path);
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'long' }).format(ms);

  return (
    <Stack narrow>
      <BackLink to={back.to}>{back.label}</BackLink>
      <DataState query={query}>
        {(log) => {
          const { payload } = log;
          const rows: Array<[string, ReactNode]> = [
            [t('audit_logs.event'), logTitle(t, log.key)],
            [t('audit_logs.event_key'), <code key="key">{log.key}</code>],
            [t('audit_logs.result'), <LogResult key="result" log={log} />],
            [t('audit_logs.time'), time(log.createdAt)],
            [t('audit_logs.user'), <LogSubject key="user" subject={log.user} to={paths.user} />],
            [t('audit_logs.application'), <LogSubject key="app" subject={log.application} to={paths.application} />],
            [t('audit_logs.ip'), payload.ip ?? '—'],
            [t('audit_logs.user_agent'), payload.userAgent ?? '—'],
            ...(payload.error
              ? ([[t('audit_logs.error_detail'), `${payload.error.code}: ${payload.error.message}`]] as Array<
                  [string, string]
                >)
              : []),
            [t('audit_logs.log_id'), <code key="id">{log.id}</code>],
          ];
          return (
            <>
              <PageHeader title={logTitle(t, log.key)} subtitle={time(log.createdAt)} />
              <Card title={t('audit_logs.details_title')}>
                <DescriptionList items={rows} />
              </Card>
              <CodeBlock
                label={t('audit_logs.raw')}
                code={JSON.stringify({ id: log.id, key: log.key, payload, createdAt: log.createdAt }, null, 2)}
              />
            </>
          );
        }}
      </DataState>
    </Stack>
  );
};
