import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useTenant } from '../../app/tenant';
import { PageNotFound } from '../../components/PageNotFound';
import { LogDetails } from '../AuditLogs/LogDetails';
import { UserDetails } from './Details';
import { LogsTab } from './Details/LogsTab';
import { OrganizationsTab } from './Details/OrganizationsTab';
import { RolesTab } from './Details/RolesTab';
import { SettingsTab } from './Details/SettingsTab';
import { UserList } from './UserList';

/** `users/{userId}/logs/{logId}`: one of the user's audit records. */
const UserLog = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { userId = '', logId = '' } = useParams();
  return (
    <LogDetails
      logId={logId}
      back={{ to: path(`/users/${encodeURIComponent(userId)}/logs`), label: t('users.back_to_logs') }}
    />
  );
};

/** `users/*` (spec §2): list, create, `{id}` → settings, its tabs, and one of its log records. */
const Users = () => (
  <Routes>
    <Route index element={<UserList />} />
    <Route path="create" element={<UserList creating />} />
    <Route path=":id" element={<UserDetails />}>
      <Route index element={<Navigate to="settings" replace />} />
      <Route path="settings" element={<SettingsTab />} />
      <Route path="roles" element={<RolesTab />} />
      <Route path="logs" element={<LogsTab />} />
      <Route path="organizations" element={<OrganizationsTab />} />
    </Route>
    <Route path=":userId/logs/:logId" element={<UserLog />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Users;
