import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { ConnectorGuide } from './ConnectorGuide';
import { ConnectorsLayout } from './ConnectorsLayout';
import { ConnectorDetails } from './Details';
import { SettingsTab } from './Details/SettingsTab';
import { TabContent } from './TabContent';

/**
 * `connectors/*` (spec §2): the passwordless tab (default) and the social tab; `{tab}/create/{type}`
 * picks a factory, `{tab}/guide/{factoryId}` sets it up, `{tab}/{connectorId}` is a connector.
 */
const Connectors = () => (
  <Routes>
    <Route index element={<Navigate to="passwordless" replace />} />
    <Route path=":tab" element={<ConnectorsLayout />}>
      <Route index element={<TabContent />} />
      <Route path="create/:createType" element={<TabContent creating />} />
    </Route>
    <Route path=":tab/guide/:factoryId" element={<ConnectorGuide />} />
    <Route path=":tab/:connectorId" element={<ConnectorDetails />}>
      <Route index element={<SettingsTab />} />
    </Route>
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Connectors;
