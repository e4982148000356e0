import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { ApiResourceGuide } from './ApiResourceGuide';
import { ApiResourceList } from './ApiResourceList';
import { ApiResourceDetails } from './Details';
import { GeneralTab } from './Details/GeneralTab';
import { PermissionsTab } from './Details/PermissionsTab';

/** `api-resources/*` (spec §2): the list, create, and `{id}/*` with the permissions and general tabs. */
const ApiResources = () => (
  <Routes>
    <Route index element={<ApiResourceList />} />
    <Route path="create" element={<ApiResourceList creating />} />
    <Route path=":id" element={<ApiResourceDetails />}>
      <Route index element={<Navigate to="permissions" replace />} />
      <Route path="permissions" element={<PermissionsTab />} />
      <Route path="general" element={<GeneralTab />} />
    </Route>
    <Route path=":id/guide/:guideId" element={<ApiResourceGuide />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default ApiResources;
