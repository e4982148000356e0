import type { OrganizationRoleRef } from '@gatehouse/schemas/organizations';
import type { Trx } from '../platform/db/database';
import { ApiError, assertThat } from '../platform/http/api-error';
import { createOrganizationQueries } from './queries';
import { createOrganizationTemplateQueries, type RoleType } from './queries.template';

/** The rules every organization service checks first: the organization exists, the roles fit. */
export const createOrganizationChecks = (tenantId: string) => {
  const queries = createOrganizationQueries(tenantId);
  const template = createOrganizationTemplateQueries(tenantId);
  return {
    findOrThrow: async (trx: Trx, id: string) => {
      const row = await queries.findById(trx, id);
      if (!row) throw new ApiError('organization.not_found', { id });
      return row;
    },
    /** Every role exists (404) and is of `type` (400 `organization_role.type_mismatch`). */
    assertRoles: async (trx: Trx, roleIds: string[], type: RoleType) => {
      const unique = [...new Set(roleIds)];
      const found = await template.findRolesByIds(trx, unique);
      const missing = unique.filter((id) => !found.some((role) => role.id === id));
      if (missing.length > 0) throw new ApiError('organization_role.not_found', { ids: missing });
      const wrong = found.filter((role) => role.type !== type).map((role) => role.id);
      assertThat(wrong.length === 0, 'organization_role.type_mismatch', { ids: wrong, expected: type });
      return unique;
    },
  };
};

/** The organization roles of one member among rows of several members' roles. */
export const rolesBy = <K extends string>(
  rows: ({ id: string; name: string } & Record<K, string>)[],
  key: K,
  owner: string,
) => rows.filter((row) => row[key] === owner).map(({ id, name }): OrganizationRoleRef => ({ id, name }));

/** The event of a change of an organization's members (users or applications). */
export const membershipUpdated = (organizationId: string) => () => ({
  event: 'Organization.Membership.Updated' as const,
  organizationId,
});
