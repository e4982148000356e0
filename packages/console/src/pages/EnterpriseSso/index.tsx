import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { CreateSsoConnector } from './CreateSsoConnector';
import { SsoConnectorDetails } from './Details';
import { ConnectionTab } from './Details/ConnectionTab';
import { ExperienceTab } from './Details/ExperienceTab';
import { IdpInitiatedTab } from './Details/IdpInitiatedTab';
import { SsoConnectorList } from './SsoConnectorList';

/**
 * `enterprise-sso/*` (spec §2): the list; `create`, the provider grid over it; `create/{providerName}`,
 * the provider's form; `{ssoConnectorId}`, which leads to its connection tab, its experience tab
 * and, for a SAML connector, its `idp-initiated-auth` tab.
 */
const EnterpriseSso = () => (
  <Routes>
    <Route index element={<SsoConnectorList />} />
    <Route path="create" element={<SsoConnectorList creating />} />
    <Route path="create/:providerName" element={<CreateSsoConnector />} />
    <Route path=":ssoConnectorId" element={<SsoConnectorDetails />}>
      <Route index element={<Navigate to="connection" replace />} />
      <Route path="connection" element={<ConnectionTab />} />
      <Route path="experience" element={<ExperienceTab />} />
      <Route path="idp-initiated-auth" element={<IdpInitiatedTab />} />
    </Route>
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default EnterpriseSso;
