import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { ApplicationDetails } from './Details';
import { RolesTab } from './Details/RolesTab';
import { SettingsTab } from './Details/SettingsTab';
import { ApplicationGuide } from './Guide';
import { ApplicationList } from './List';

/** `applications/*` (spec §2): list, third-party tab, create, `{id}` → settings, and its tabs. */
const Applications = () => (
  <Routes>
    <Route index element={<ApplicationList />} />
    <Route path="third-party-applications" element={<ApplicationList thirdParty />} />
    <Route path="create" element={<ApplicationList creating />} />
    <Route path=":id" element={<ApplicationDetails />}>
      <Route index element={<Navigate to="settings" replace />} />
      <Route path="settings" element={<SettingsTab />} />
      <Route path="roles" element={<RolesTab />} />
    </Route>
    <Route path=":id/guide/:guideId" element={<ApplicationGuide />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Applications;
