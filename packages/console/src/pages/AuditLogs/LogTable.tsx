import type { LogEntry } from '@gatehouse/schemas/logs';
import { FunnelX, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type LogFilters, useLogList } from '../../api/logs/queries';
import { defaultPageSize } from '../../api/pagination';
import { useTenant } from '../../app/tenant';
import { DataState } from '../../components/DataState';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { Table } from '../../components/Table';
import { RowLink } from '../../patterns/SearchableTable';
import { LogResult } from './LogResult';
import { LogSubject, subjectPaths } from './LogSubject';
import { logTitle } from './log-title';

/**
 * Audit records, newest first: event, user, application, time, result. Used by
 * the audit logs page and by the logs tabs of applications and users.
 */
export const LogTable = ({
  filters,
  page,
  onPageChange,
  detailsPath,
  filtered = false,
}: {
  filters: LogFilters;
  /** Whether the person chose filters: an empty list then says so, not that nothing was recorded. */
  filtered?: boolean;
  page: number;
  onPageChange: (page: number) => void;
  detailsPath: (log: LogEntry) => string;
}) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = useLogList(filters, page);
  const paths = subjectPaths(useTenant().path);
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms);

  return (
    <DataState
      query={query}
      isEmpty={(data) => data.totalCount === 0 && page === 1}
      empty={
        filtered ? (
          <EmptyState
            title={t('audit_logs.empty_filtered_title')}
            description={t('audit_logs.empty_filtered_description')}
            icon={FunnelX}
          />
        ) : (
          <EmptyState
            title={t('audit_logs.empty_title')}
            description={t('audit_logs.empty_description')}
            icon={ScrollText}
          />
        )
      }
    >
      {({ items, totalCount }) => (
        <>
          <Table
            caption={t('audit_logs.title')}
            rows={items}
            rowKey={(row) => row.id}
            onRowClick={(row) => navigate(detailsPath(row))}
            columns={[
              {
                key: 'event',
                title: t('audit_logs.event'),
                render: (row) => <RowLink to={detailsPath(row)}>{logTitle(t, row.key)}</RowLink>,
              },
              {
                key: 'user',
                title: t('audit_logs.user'),
                width: '18%',
                render: (row) => <LogSubject subject={row.user} to={paths.user} />,
              },
              {
                key: 'application',
                title: t('audit_logs.application'),
                width: '20%',
                render: (row) => <LogSubject subject={row.application} to={paths.application} />,
              },
              { key: 'time', title: t('audit_logs.time'), width: '15rem', render: (row) => time(row.createdAt) },
              { key: 'result', title: t('audit_logs.result'), width: '8rem', render: (row) => <LogResult log={row} /> },
            ]}
          />
          <Pagination page={page} pageSize={defaultPageSize} total={totalCount} onChange={onPageChange} />
        </>
      )}
    </DataState>
  );
};
