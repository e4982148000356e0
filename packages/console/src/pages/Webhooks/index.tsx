import { Navigate, Route, Routes } from 'react-router';
import { PageNotFound } from '../../components/PageNotFound';
import { WebhookDetails } from './Details';
import { RecentRequestsTab } from './Details/RecentRequestsTab';
import { SettingsTab } from './Details/SettingsTab';
import { RequestDetails } from './RequestDetails';
import { WebhookList } from './WebhookList';

/** `webhooks/*` (spec §2): list, create, `{id}` with settings and recent requests, one request in full. */
const Webhooks = () => (
  <Routes>
    <Route index element={<WebhookList />} />
    <Route path="create" element={<WebhookList creating />} />
    <Route path=":hookId/recent-requests/:logId" element={<RequestDetails />} />
    <Route path=":id" element={<WebhookDetails />}>
      <Route index element={<Navigate to="settings" replace />} />
      <Route path="settings" element={<SettingsTab />} />
      <Route path="recent-requests" element={<RecentRequestsTab />} />
    </Route>
    <Route path="*" element={<PageNotFound />} />
  </Routes>
);

export default Webhooks;
