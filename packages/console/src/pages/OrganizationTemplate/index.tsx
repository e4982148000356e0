import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { OrganizationRoleDetails } from './Details';
import { GeneralTab } from './Details/GeneralTab';
import { PermissionsTab } from './Details/PermissionsTab';
import { OrganizationPermissionList } from './OrganizationPermissionList';
import { OrganizationRoleList } from './OrganizationRoleList';
import { OrganizationTemplateLayout } from './OrganizationTemplateLayout';

/**
 * `organization-template/*` (spec §2): the organization-roles (default) and organization-permissions
 * tabs, and `organization-roles/{id}` with the permissions (default) and general tabs.
 */
const OrganizationTemplate = () => (
  <Routes>
    <Route element={<OrganizationTemplateLayout />}>
      <Route index element={<Navigate to="organization-roles" replace />} />
      <Route path="organization-roles" element={<OrganizationRoleList />} />
      <Route path="organization-permissions" element={<OrganizationPermissionList />} />
    </Route>
    <Route path="organization-roles/:id" element={<OrganizationRoleDetails />}>
      <Route index element={<Navigate to="permissions" replace />} />
      <Route path="permissions" element={<PermissionsTab />} />
      <Route path="general" element={<GeneralTab />} />
    </Route>
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default OrganizationTemplate;
