import { generateId } from '@gatehouse/schemas/ids';
import type { SsoBranding, SsoConnectorSummary, SsoProviderName } from '@gatehouse/schemas/sso-connectors';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { isConfigComplete, providerOf } from './providers';
import { createSsoConnectorQueries } from './queries';
import { createSsoIdentityQueries } from './queries.identities';
import type { SamlSpKey } from './saml-keys';

export { idpInitiatedCookie, unsolicitedAssertionWaits } from './saml-idp-initiated';
export { finishSsoSignIn, startSsoSignIn } from './sign-in';

/**
 * What other capabilities may do with enterprise SSO (this capability owns `sso_connectors`,
 * their domains and `user_sso_identities`): find the connector owning an email's domain, open a
 * connector to sign in with, and find or link a user's identity inside the caller's transaction.
 */

const summaryOf = (row: { id: string; connectorName: string; providerName: string; branding: unknown }) => ({
  id: row.id,
  connectorName: row.connectorName,
  providerName: row.providerName as SsoProviderName,
  branding: row.branding as SsoBranding,
});

/** The connectors owning the email's domain (at most one, and only once configured), public fields only. */
export const ssoConnectorsByEmail = async (
  deps: Pick<PlatformDeps, 'database' | 'box'>,
  tenantId: string,
  email: string,
): Promise<SsoConnectorSummary[]> => {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  if (!email.includes('@') || !domain) return [];
  const row = await deps.database.withTenant(tenantId, (trx) =>
    createSsoConnectorQueries(tenantId).findByDomain(trx, domain),
  );
  const configured = row && isConfigComplete(row.providerName, JSON.parse(deps.box.decrypt(row.config)));
  return row && configured ? [summaryOf(row)] : [];
};

/**
 * A connector to sign in with: its provider, opened config and profile rule; 404 when it is gone.
 * One whose config is not given yet opens too (a SAML connector's SP metadata is needed before its
 * config), but signing in through it is refused (sign-in.ts).
 */
export const openSsoConnector = async (deps: Pick<PlatformDeps, 'database' | 'box'>, tenantId: string, id: string) => {
  const queries = createSsoConnectorQueries(tenantId);
  const found = await deps.database.withTenant(tenantId, async (trx) => {
    const row = await queries.findById(trx, id);
    return row && { row, domains: (await queries.findDomains(trx, [id])).get(id) ?? [] };
  });
  if (!found) throw new ApiError('sso_connector.not_found', { id });
  const { row, domains } = found;
  const config = JSON.parse(deps.box.decrypt(row.config)) as Record<string, unknown>;
  return {
    id: row.id,
    providerName: row.providerName,
    providerType: providerOf(row.providerName).providerType,
    config,
    syncProfile: row.syncProfile,
    /** SAML: the connector's own key pair, which assertions may be encrypted to. */
    spKey: row.samlSpKey ? (JSON.parse(deps.box.decrypt(row.samlSpKey)) as SamlSpKey) : undefined,
    /** The email domains the connector owns (lower case). */
    domains,
  };
};

/** The tenant's connectors among these ids, public fields only (for organizations' JIT lists). */
export const ssoConnectorSummaries = async (trx: Trx, tenantId: string, ids: string[]) =>
  (await createSsoConnectorQueries(tenantId).findByIds(trx, ids))
    .map(summaryOf)
    .sort((a, b) => a.connectorName.localeCompare(b.connectorName));

/** Whether these ids are the tenant's connectors: the ones that are not. */
export const missingSsoConnectors = async (trx: Trx, tenantId: string, ids: string[]) => {
  const found = await createSsoConnectorQueries(tenantId).findByIds(trx, ids);
  return ids.filter((id) => !found.some((row) => row.id === id));
};

export type SsoSubject = { ssoConnectorId: string; issuer: string; identityId: string };

/** The user holding this identity at the connector, if any. */
export const findSsoIdentity = (trx: Trx, tenantId: string, subject: SsoSubject) =>
  createSsoIdentityQueries(tenantId).findBySubject(trx, subject.ssoConnectorId, subject.issuer, subject.identityId);

/**
 * Links the identity to the user, or refreshes its claims when the user already holds it. A user
 * holding another identity at this connector, or this identity held by someone else (a race), is
 * 422 `sso_connector.identity_linked_to_another_user`.
 */
export const linkSsoIdentity = async (
  trx: Trx,
  tenantId: string,
  userId: string,
  subject: SsoSubject,
  detail: Record<string, unknown>,
) => {
  const queries = createSsoIdentityQueries(tenantId);
  const held = await queries.findByUser(trx, userId, subject.ssoConnectorId);
  if (held && (held.issuer !== subject.issuer || held.identityId !== subject.identityId)) {
    throw new ApiError('sso_connector.identity_linked_to_another_user', { ssoConnectorId: subject.ssoConnectorId });
  }
  if (held) return queries.updateDetail(trx, held.id, detail);
  const holder = await queries.findBySubject(trx, subject.ssoConnectorId, subject.issuer, subject.identityId);
  if (holder)
    throw new ApiError('sso_connector.identity_linked_to_another_user', { ssoConnectorId: subject.ssoConnectorId });
  try {
    await queries.insert(trx, { id: generateId(), userId, ...subject, detail });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ApiError('sso_connector.identity_linked_to_another_user', { ssoConnectorId: subject.ssoConnectorId });
  }
};
