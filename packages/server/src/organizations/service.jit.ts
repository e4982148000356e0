import type { JitEmailDomain, OrganizationRoleRef } from '@gatehouse/schemas/organizations';
import { missingSsoConnectors, ssoConnectorSummaries } from '../enterprise-sso/public';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { createOrganizationQueries } from './queries';
import { createJitQueries } from './queries.jit';
import { createOrganizationTemplateQueries } from './queries.template';

/**
 * Just-in-time provisioning (spec §3 JIT settings): a user created with an email in one of an
 * organization's domains, or through one of its SSO connectors, joins it with its JIT roles
 * (User-type organization roles).
 */
export const createJitService = ({ database }: PlatformDeps, tenantId: string) => {
  const queries = createJitQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const assertOrganization = async (trx: Trx, id: string) => {
    if (!(await createOrganizationQueries(tenantId).findById(trx, id)))
      throw new ApiError('organization.not_found', { id });
  };

  return {
    listEmailDomains: (id: string) =>
      inTenant(async (trx): Promise<JitEmailDomain[]> => {
        await assertOrganization(trx, id);
        return queries.findEmailDomains(trx, id);
      }),

    /** Adds domains (or with `replace`, sets exactly these); stored lower-cased. */
    setEmailDomains: (id: string, emailDomains: string[], { replace = false } = {}) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        if (replace) await queries.deleteEmailDomains(trx, id);
        await queries.insertEmailDomains(trx, id, [...new Set(emailDomains)]);
      }),

    removeEmailDomain: (id: string, emailDomain: string) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        if ((await queries.deleteEmailDomains(trx, id, emailDomain.toLowerCase())) === 0) {
          throw new ApiError('organization_jit.email_domain_not_found', { emailDomain });
        }
      }),

    listRoles: (id: string) =>
      inTenant(async (trx): Promise<OrganizationRoleRef[]> => {
        await assertOrganization(trx, id);
        return queries.findRoles(trx, id);
      }),

    /** User-type organization roles only (400 `organization_role.type_mismatch`). */
    setRoles: (id: string, roleIds: string[], { replace = false } = {}) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        const unique = [...new Set(roleIds)];
        const found = await createOrganizationTemplateQueries(tenantId).findRolesByIds(trx, unique);
        const missing = unique.filter((roleId) => !found.some((role) => role.id === roleId));
        if (missing.length > 0) throw new ApiError('organization_role.not_found', { ids: missing });
        assertThat(
          found.every((role) => role.type === 'User'),
          'organization_role.type_mismatch',
          { expected: 'User' },
        );
        if (replace) await queries.deleteRoles(trx, id);
        await queries.insertRoles(trx, id, unique);
      }),

    listSsoConnectors: (id: string) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        return ssoConnectorSummaries(trx, tenantId, await queries.findSsoConnectorIds(trx, id));
      }),

    /** The tenant's SSO connectors only (404 `sso_connector.not_found` naming the others). */
    setSsoConnectors: (id: string, connectorIds: string[], { replace = false } = {}) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        const unique = [...new Set(connectorIds)];
        const missing = await missingSsoConnectors(trx, tenantId, unique);
        if (missing.length > 0) throw new ApiError('sso_connector.not_found', { ids: missing });
        if (replace) await queries.deleteSsoConnectors(trx, id);
        await queries.insertSsoConnectors(trx, id, unique);
      }),

    removeSsoConnector: (id: string, connectorId: string) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        if ((await queries.deleteSsoConnectors(trx, id, connectorId)) === 0) {
          throw new ApiError('sso_connector.not_found', { id: connectorId });
        }
      }),

    removeRole: (id: string, roleId: string) =>
      inTenant(async (trx) => {
        await assertOrganization(trx, id);
        if ((await queries.deleteRoles(trx, id, roleId)) === 0) {
          throw new ApiError('organization_role.not_found', { id: roleId });
        }
      }),
  };
};

/**
 * Provisions a new user by the domain of their (normalized) email, in the caller's transaction —
 * the one that creates the user, so a user never exists without the memberships JIT promised.
 * Returns the organizations joined.
 *
 * @example
 * await provisionByEmailDomain(trx, tenantId, userId, 'ada@example.com');
 */
export const provisionByEmailDomain = async (trx: Trx, tenantId: string, userId: string, email: string) => {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) return [];
  const queries = createJitQueries(tenantId);
  const organizationIds = await queries.insertMembershipsByDomain(trx, userId, domain);
  await queries.insertJitRolesOf(trx, userId, organizationIds);
  return organizationIds;
};

/**
 * Provisions a user created through an SSO connector: the organizations listing that connector
 * take them in with their JIT roles, in the caller's transaction. Returns the organizations joined.
 */
export const provisionBySsoConnector = async (trx: Trx, tenantId: string, userId: string, ssoConnectorId: string) => {
  const queries = createJitQueries(tenantId);
  const organizationIds = await queries.insertMembershipsBySsoConnector(trx, userId, ssoConnectorId);
  await queries.insertJitRolesOf(trx, userId, organizationIds);
  return organizationIds;
};
