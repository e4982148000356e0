import { useTenant } from '../../../app/tenant';
import { useListParams } from '../../../hooks/use-list-params';
import { LogTable } from '../../AuditLogs/LogTable';
import { useDetailsApplication } from '.';

/** The logs tab: this application's audit records (sign-ins through it, its token requests). */
export const LogsTab = () => {
  const application = useDetailsApplication();
  const { path } = useTenant();
  const { page, setPage } = useListParams();
  return (
    <LogTable
      filters={{ applicationId: application.id }}
      page={page}
      onPageChange={setPage}
      detailsPath={(log) =>
        path(`/applications/${encodeURIComponent(application.id)}/logs/${encodeURIComponent(log.id)}`)
      }
    />
  );
};
