import { logKeys } from '@gatehouse/schemas/logs';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams, useSearchParams } from 'react-router';
import { useApplicationNames } from '../../api/applications/queries';
import { useTenant } from '../../app/tenant';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { SearchInput } from '../../components/SearchInput';
import { Select } from '../../components/Select';
import { useListParams } from '../../hooks/use-list-params';
import styles from './index.module.css';
import { LogDetails } from './LogDetails';
import { LogTable } from './LogTable';

const filterNames = ['logKey', 'applicationId', 'userId'] as const;

/** `audit-logs`: every audited step of the tenant, filtered by event, application and user (kept in the URL). */
const AuditLogList = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { page, setPage } = useListParams();
  const [params, setParams] = useSearchParams();
  const names = useApplicationNames();
  const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
    (typeof filterNames)[number],
    string
  >;
  const setFilter = (name: (typeof filterNames)[number], value: string) =>
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

  return (
    <>
      <PageHeader title={t('audit_logs.title')} subtitle={t('audit_logs.subtitle')} />
      <div className={styles.filters}>
        <Select
          label={t('audit_logs.event')}
          value={filters.logKey}
          onChange={(event) => setFilter('logKey', event.target.value)}
        >
          <option value="">{t('audit_logs.all_events')}</option>
          {logKeys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </Select>
        <Select
          label={t('audit_logs.application')}
          value={filters.applicationId}
          onChange={(event) => setFilter('applicationId', event.target.value)}
        >
          <option value="">{t('audit_logs.all_applications')}</option>
          {[...(names.data ?? [])].map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </Select>
        <SearchInput
          value={filters.userId}
          onSearch={(value) => setFilter('userId', value.trim())}
          label={t('audit_logs.filter_user')}
        />
      </div>
      <LogTable
        filters={filters}
        page={page}
        onPageChange={setPage}
        detailsPath={(log) => path(`/audit-logs/${encodeURIComponent(log.id)}`)}
      />
    </>
  );
};

const AuditLogPage = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { logId = '' } = useParams();
  return <LogDetails logId={logId} back={{ to: path('/audit-logs'), label: t('audit_logs.back_to_list') }} />;
};

/** `audit-logs/*` (spec §2): the list and one record. */
const AuditLogs = () => (
  <Routes>
    <Route index element={<AuditLogList />} />
    <Route path=":logId" element={<AuditLogPage />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default AuditLogs;
