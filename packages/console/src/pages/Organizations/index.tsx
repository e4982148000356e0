import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { OrganizationDetails } from './Details';
import { MachineToMachineTab } from './Details/MachineToMachineTab';
import { MembersTab } from './Details/MembersTab';
import { SettingsTab } from './Details/SettingsTab';
import { OrganizationList } from './OrganizationList';

/** `organizations/*` (spec §2): list, create, `{id}` → settings, and its tabs. */
const Organizations = () => (
  <Routes>
    <Route index element={<OrganizationList />} />
    <Route path="create" element={<OrganizationList creating />} />
    <Route path=":id" element={<OrganizationDetails />}>
      <Route index element={<Navigate to="settings" replace />} />
      <Route path="settings" element={<SettingsTab />} />
      <Route path="members" element={<MembersTab />} />
      <Route path="machine-to-machine" element={<MachineToMachineTab />} />
    </Route>
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Organizations;
