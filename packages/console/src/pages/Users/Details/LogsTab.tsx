import { useTenant } from '../../../app/tenant';
import { useListParams } from '../../../hooks/use-list-params';
import { LogTable } from '../../AuditLogs/LogTable';
import { useDetailsUser } from '.';

/** The logs tab: this user's audit records (sign-ins, token requests, changes to the account). */
export const LogsTab = () => {
  const user = useDetailsUser();
  const { path } = useTenant();
  const { page, setPage } = useListParams();
  return (
    <LogTable
      filters={{ userId: user.id }}
      page={page}
      onPageChange={setPage}
      detailsPath={(log) => path(`/users/${encodeURIComponent(user.id)}/logs/${encodeURIComponent(log.id)}`)}
    />
  );
};
