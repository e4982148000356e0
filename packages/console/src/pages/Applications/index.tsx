import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { useTenant } from '../../app/tenant';
import { PageNotFound } from '../../components/PageNotFound';
import { LogDetails } from '../AuditLogs/LogDetails';
import { ApplicationGuide } from './ApplicationGuide';
import { ApplicationList } from './ApplicationList';
import { ApplicationDetails, useDetailsApplication } from './Details';
import { BrandingTab } from './Details/BrandingTab';
import { ConsentTab } from './Details/ConsentTab';
import { LogsTab } from './Details/LogsTab';
import { OrganizationsTab } from './Details/OrganizationsTab';
import { RolesTab } from './Details/RolesTab';
import { SettingsTab } from './Details/SettingsTab';
import { AttributeMappingTab } from './Saml/AttributeMappingTab';
import { SamlSettingsTab } from './Saml/SamlSettingsTab';

/** `applications/{appId}/logs/{logId}`: one of the application's audit records. */
const ApplicationLog = () => {
  const { t } = useTranslation();
  const { path } = useTenant();
  const { appId = '', logId = '' } = useParams();
  return (
    <LogDetails
      logId={logId}
      back={{ to: path(`/applications/${encodeURIComponent(appId)}/logs`), label: t('applications.back_to_logs') }}
    />
  );
};

/** The settings tab of the application's kind: a SAML app's SAML settings, or its OIDC client's. */
const Settings = () => (useDetailsApplication().type === 'SAML' ? <SamlSettingsTab /> : <SettingsTab />);

/** `applications/*` (spec §2): list, third-party tab, create, `{id}` → settings, and its tabs. */
const Applications = () => (
  <Routes>
    <Route index element={<ApplicationList />} />
    <Route path="third-party-applications" element={<ApplicationList thirdParty />} />
    <Route path="create" element={<ApplicationList creating />} />
    <Route path=":id" element={<ApplicationDetails />}>
      <Route index element={<Navigate to="settings" replace />} />
      <Route path="settings" element={<Settings />} />
      <Route path="attribute-mapping" element={<AttributeMappingTab />} />
      <Route path="roles" element={<RolesTab />} />
      <Route path="permissions" element={<ConsentTab />} />
      <Route path="branding" element={<BrandingTab />} />
      <Route path="logs" element={<LogsTab />} />
      <Route path="organizations" element={<OrganizationsTab />} />
    </Route>
    <Route path=":appId/logs/:logId" element={<ApplicationLog />} />
    <Route path=":id/guide/:guideId" element={<ApplicationGuide />} />
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Applications;
