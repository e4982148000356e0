import type { SsoConnectorSummary } from '@gatehouse/schemas/sso-connectors';
import { request } from './api';
import { startFederated } from './federated';

/**
 * Enterprise SSO on the sign-in pages: the connector owning an email's domain, and the start of
 * a sign-in at the company's identity provider. A new identity registers at the callback.
 */

/** The connector owning the email's domain, if any (the server answers at most one). */
export const findSsoConnector = async (email: string): Promise<SsoConnectorSummary | undefined> => {
  const [connector] = await request<SsoConnectorSummary[]>(
    'GET',
    `api/experience/sso-connectors?${new URLSearchParams({ email: email.trim() }).toString()}`,
  );
  return connector;
};

/** The connector's name on the page: its branding's display name, else its own name. */
export const ssoConnectorName = (connector: SsoConnectorSummary) =>
  connector.branding.displayName || connector.connectorName;

/** The email's domain, once it looks complete (`corp.example`): what the lookup is worth asking about. */
export const emailDomain = (email: string) => {
  const match = /^[^\s@]+@([^\s@]+\.[^\s@.]{2,})$/.exec(email.trim());
  return match?.[1]?.toLowerCase();
};

/** Starts an SSO sign-in; resolves with the identity provider's URL. */
export const startSso = (connectorId: string) => startFederated('sso', connectorId, 'SignIn');
