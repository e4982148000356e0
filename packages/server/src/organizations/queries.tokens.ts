import type { Trx } from '../platform/db/database';

/** What organization tokens and claims are made of (Kysely only). */
export const createOrganizationTokenQueries = (tenantId: string) => ({
  /** Each organization the user belongs to, with the names of the roles they hold there (null when none). */
  findUserMemberships: (trx: Trx, userId: string) =>
    trx
      .selectFrom('organizationUsers as ou')
      .leftJoin('organizationUserRoles as ur', (join) =>
        join
          .onRef('ur.tenantId', '=', 'ou.tenantId')
          .onRef('ur.organizationId', '=', 'ou.organizationId')
          .onRef('ur.userId', '=', 'ou.userId'),
      )
      .leftJoin('organizationRoles as r', (join) =>
        join.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.organizationRoleId'),
      )
      .select(['ou.organizationId', 'r.name as roleName'])
      .where('ou.tenantId', '=', tenantId)
      .where('ou.userId', '=', userId)
      .orderBy('ou.organizationId')
      .orderBy('r.name')
      .execute(),
  isUserMember: async (trx: Trx, organizationId: string, userId: string) =>
    Boolean(
      await trx
        .selectFrom('organizationUsers')
        .select('userId')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .executeTakeFirst(),
    ),
  isApplicationMember: async (trx: Trx, organizationId: string, applicationId: string) =>
    Boolean(
      await trx
        .selectFrom('organizationApplications')
        .select('applicationId')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .where('applicationId', '=', applicationId)
        .executeTakeFirst(),
    ),
  /** Organization scopes a member user holds there through their organization roles. */
  findUserOrganizationScopes: async (trx: Trx, organizationId: string, userId: string) =>
    (
      await trx
        .selectFrom('organizationUserRoles as ur')
        .innerJoin('organizationRoleScopes as rs', (join) =>
          join.onRef('rs.tenantId', '=', 'ur.tenantId').onRef('rs.organizationRoleId', '=', 'ur.organizationRoleId'),
        )
        .innerJoin('organizationScopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.organizationScopeId'),
        )
        .select('s.name')
        .distinct()
        .where('ur.tenantId', '=', tenantId)
        .where('ur.organizationId', '=', organizationId)
        .where('ur.userId', '=', userId)
        .orderBy('s.name')
        .execute()
    ).map((row) => row.name),
  /** API-resource permissions of `resourceId` a member user holds through their organization roles. */
  findUserResourceScopes: async (trx: Trx, organizationId: string, userId: string, resourceId: string) =>
    (
      await trx
        .selectFrom('organizationUserRoles as ur')
        .innerJoin('organizationRoleResourceScopes as rs', (join) =>
          join.onRef('rs.tenantId', '=', 'ur.tenantId').onRef('rs.organizationRoleId', '=', 'ur.organizationRoleId'),
        )
        .innerJoin('scopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
        )
        .select('s.name')
        .distinct()
        .where('ur.tenantId', '=', tenantId)
        .where('ur.organizationId', '=', organizationId)
        .where('ur.userId', '=', userId)
        .where('s.resourceId', '=', resourceId)
        .orderBy('s.name')
        .execute()
    ).map((row) => row.name),
  findApplicationOrganizationScopes: async (trx: Trx, organizationId: string, applicationId: string) =>
    (
      await trx
        .selectFrom('organizationApplicationRoles as ar')
        .innerJoin('organizationRoleScopes as rs', (join) =>
          join.onRef('rs.tenantId', '=', 'ar.tenantId').onRef('rs.organizationRoleId', '=', 'ar.organizationRoleId'),
        )
        .innerJoin('organizationScopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.organizationScopeId'),
        )
        .select('s.name')
        .distinct()
        .where('ar.tenantId', '=', tenantId)
        .where('ar.organizationId', '=', organizationId)
        .where('ar.applicationId', '=', applicationId)
        .orderBy('s.name')
        .execute()
    ).map((row) => row.name),
  findApplicationResourceScopes: async (trx: Trx, organizationId: string, applicationId: string, resourceId: string) =>
    (
      await trx
        .selectFrom('organizationApplicationRoles as ar')
        .innerJoin('organizationRoleResourceScopes as rs', (join) =>
          join.onRef('rs.tenantId', '=', 'ar.tenantId').onRef('rs.organizationRoleId', '=', 'ar.organizationRoleId'),
        )
        .innerJoin('scopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
        )
        .select('s.name')
        .distinct()
        .where('ar.tenantId', '=', tenantId)
        .where('ar.organizationId', '=', organizationId)
        .where('ar.applicationId', '=', applicationId)
        .where('s.resourceId', '=', resourceId)
        .orderBy('s.name')
        .execute()
    ).map((row) => row.name),
});
