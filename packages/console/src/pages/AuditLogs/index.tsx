import { logKeys } from '@gatehouse/schemas/logs';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { useApplicationNames } from '../../api/applications/queries';
import { useTenant } from '../../app/tenant';
import { PageHeader } from '../../components/PageHeader';
import { PageNotFound } from '../../components/PageNotFound';
import { SearchInput } from '../../components/SearchInput';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { useListParams } from '../../hooks/use-list-params';
import styles from './index.module.css';
import { LogDetails } from './LogDetails';
import { LogTable } from './LogTable';
import { logTitle } from './log-title';
import { useLogFilters } from './use-log-filters';

/**
 * `audit-logs`: every audited step of the tenant, filtered by event, application, user, result and
 * days (kept in the URL).
 */
const AuditLogList = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { page, setPage } = useListParams();
  const { filters, query, setFilter } = useLogFilters();
  const names = useApplicationNames();

  return (
    <>
      <PageHeader title={t('audit_logs.title')} subtitle={t('audit_logs.subtitle')} />
      <div className={styles.filters}>
        <div className={styles.event}>
          <Select
            label={t('audit_logs.event')}
            value={filters.logKey}
            onChange={(event) => setFilter('logKey', event.target.value)}
          >
            <option value="">{t('audit_logs.all_events')}</option>
            {logKeys.map((key) => (
              <option key={key} value={key}>
                {logTitle(t, key)}
              </option>
            ))}
          </Select>
        </div>
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
        <Select
          label={t('audit_logs.result')}
          value={filters.result}
          onChange={(event) => setFilter('result', event.target.value)}
        >
          <option value="">{t('audit_logs.all_results')}</option>
          <option value="Success">{t('audit_logs.success')}</option>
          <option value="Error">{t('audit_logs.error')}</option>
        </Select>
        <TextField
          type="date"
          label={t('audit_logs.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={t('audit_logs.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </div>
      <LogTable
        filters={query}
        filtered={Object.keys(query).length > 0}
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
