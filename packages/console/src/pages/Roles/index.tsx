import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { RoleDetails } from './Details';
import { ApplicationsTab } from './Details/ApplicationsTab';
import { GeneralTab } from './Details/GeneralTab';
import { PermissionsTab } from './Details/PermissionsTab';
import { UsersTab } from './Details/UsersTab';
import { RoleList } from './RoleList';

/** `roles/*` (spec §2): list, create, and `{id}` with permissions (default), users, M2M apps, general. */
const Roles = () => (
  <Routes>
    <Route index element={<RoleList />} />
    <Route path="create" element={<RoleList creating />} />
    <Route path=":id" element={<RoleDetails />}>
      <Route index element={<Navigate to="permissions" replace />} />
      <Route path="permissions" element={<PermissionsTab />} />
      <Route path="users" element={<UsersTab />} />
      <Route path="machine-to-machine-apps" element={<ApplicationsTab />} />
      <Route path="general" element={<GeneralTab />} />
    </Route>
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Roles;
