import type { OrganizationApplication, OrganizationRoleRef } from '@gatehouse/schemas/organizations';
import { findApplicationTypes } from '../applications/public';
import type { Trx } from '../platform/db/database';
import type { Page } from '../platform/db/paging';
import type { PlatformDeps } from '../platform/deps';
import { tenantChange } from '../platform/events';
import { ApiError, assertThat } from '../platform/http/api-error';
import { createOrganizationChecks, membershipUpdated, rolesBy } from './checks';
import { createOrganizationApplicationQueries } from './queries.applications';

/**
 * An organization's machine-to-machine applications, with MachineToMachine-type organization
 * roles, which go only to applications that are members (400 `organization.require_membership`).
 */
export const createOrganizationApplicationService = (deps: PlatformDeps, tenantId: string) => {
  const queries = createOrganizationApplicationQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => deps.database.withTenant(tenantId, work);
  const change = tenantChange(deps, tenantId);
  const { findOrThrow, assertRoles } = createOrganizationChecks(tenantId);
  const assertMachineToMachine = async (trx: Trx, applicationIds: string[]) => {
    const unique = [...new Set(applicationIds)];
    const found = await findApplicationTypes(trx, tenantId, unique);
    const missing = unique.filter((id) => !found.some((app) => app.id === id));
    if (missing.length > 0) throw new ApiError('application.not_found', { ids: missing });
    const wrong = found.filter((app) => app.type !== 'MachineToMachine').map((app) => app.id);
    assertThat(wrong.length === 0, 'organization.machine_to_machine_only', { ids: wrong });
    return unique;
  };
  const assertApplicationMember = async (trx: Trx, organizationId: string, applicationId: string, forRoles = false) => {
    await findOrThrow(trx, organizationId);
    const [member] = await queries.findApplicationMemberIds(trx, organizationId, [applicationId]);
    if (member) return;
    if (forRoles && (await findApplicationTypes(trx, tenantId, [applicationId])).length > 0) {
      throw new ApiError('organization.require_membership', { applicationId });
    }
    throw new ApiError('organization.member_not_found', { applicationId });
  };

  return {
    listApplications: (id: string, page?: Page) =>
      inTenant(async (trx): Promise<{ items: OrganizationApplication[]; total: number }> => {
        await findOrThrow(trx, id);
        const rows = await queries.findApplications(trx, id, page);
        const roles = await queries.findApplicationRoles(
          trx,
          id,
          rows.map((row) => row.id),
        );
        return {
          items: rows.map((row) => ({ ...row, organizationRoles: rolesBy(roles, 'applicationId', row.id) })),
          total: page ? await queries.countApplications(trx, id) : rows.length,
        };
      }),

    /** Adds machine-to-machine applications (or with `replace`, sets exactly these). */
    setApplications: async (id: string, applicationIds: string[], { replace = false } = {}) => {
      await change(async (trx) => {
        await findOrThrow(trx, id);
        const unique = await assertMachineToMachine(trx, applicationIds);
        if (replace) await queries.deleteApplications(trx, id, { keep: unique });
        await queries.insertApplications(trx, id, unique);
      }, membershipUpdated(id));
    },

    removeApplication: async (id: string, applicationId: string) => {
      await change(async (trx) => {
        await findOrThrow(trx, id);
        if ((await queries.deleteApplications(trx, id, { applicationId })) === 0) {
          throw new ApiError('organization.member_not_found', { applicationId });
        }
      }, membershipUpdated(id));
    },

    listApplicationRoles: (id: string, applicationId: string) =>
      inTenant(async (trx): Promise<OrganizationRoleRef[]> => {
        await assertApplicationMember(trx, id, applicationId);
        return (await queries.findApplicationRoles(trx, id, [applicationId])).map(({ id: roleId, name }) => ({
          id: roleId,
          name,
        }));
      }),

    /** Gives an application MachineToMachine-type organization roles (with `replace`, exactly these). */
    setApplicationRoles: (id: string, applicationId: string, roleIds: string[], { replace = false } = {}) =>
      inTenant(async (trx) => {
        await assertApplicationMember(trx, id, applicationId, true);
        const roles = await assertRoles(trx, roleIds, 'MachineToMachine');
        if (replace) await queries.deleteApplicationRoles(trx, id, applicationId);
        await queries.insertApplicationRoles(trx, id, applicationId, roles);
      }),

    removeApplicationRole: (id: string, applicationId: string, roleId: string) =>
      inTenant(async (trx) => {
        await assertApplicationMember(trx, id, applicationId);
        if ((await queries.deleteApplicationRoles(trx, id, applicationId, roleId)) === 0) {
          throw new ApiError('organization_role.not_found', { id: roleId });
        }
      }),
  };
};
