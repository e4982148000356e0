import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';

/** Who asks for an organization token: a signed-in user (refresh token) or a machine-to-machine app. */
export type OrganizationTokenSubject = { userId: string } | { applicationId: string };

/** What organization tokens and claims are made of (Kysely only). */
export const createOrganizationTokenQueries = (tenantId: string) => {
  /** The organization roles `subject` holds in the organization, as a subquery of their ids. */
  const roleIdsOf = (trx: Trx, organizationId: string, subject: OrganizationTokenSubject) =>
    'userId' in subject
      ? trx
          .selectFrom('organizationUserRoles')
          .select('organizationRoleId')
          .where('tenantId', '=', tenantId)
          .where('organizationId', '=', organizationId)
          .where('userId', '=', subject.userId)
      : trx
          .selectFrom('organizationApplicationRoles')
          .select('organizationRoleId')
          .where('tenantId', '=', tenantId)
          .where('organizationId', '=', organizationId)
          .where('applicationId', '=', subject.applicationId);

  return {
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
    /**
     * The subject's membership of the organization, undefined when not a member. For a user, also
     * whether the organization requires MFA and whether the user has an MFA factor: one query.
     */
    findMembership: async (
      trx: Trx,
      organizationId: string,
      subject: OrganizationTokenSubject,
    ): Promise<{ mfaRequired: boolean; hasMfa: boolean } | undefined> => {
      if ('applicationId' in subject) {
        const row = await trx
          .selectFrom('organizationApplications')
          .select('applicationId')
          .where('tenantId', '=', tenantId)
          .where('organizationId', '=', organizationId)
          .where('applicationId', '=', subject.applicationId)
          .executeTakeFirst();
        // Multi-factor authentication is for people; an app's membership is all it takes.
        return row && { mfaRequired: false, hasMfa: false };
      }
      return trx
        .selectFrom('organizationUsers as ou')
        .innerJoin('organizations as o', (join) =>
          join.onRef('o.tenantId', '=', 'ou.tenantId').onRef('o.id', '=', 'ou.organizationId'),
        )
        .innerJoin('users as u', (join) => join.onRef('u.tenantId', '=', 'ou.tenantId').onRef('u.id', '=', 'ou.userId'))
        .select([
          'o.isMfaRequired as mfaRequired',
          // Read only: users' factors belong to the mfa capability (migration 0017).
          sql<boolean>`exists (select 1 from user_mfa_verifications m where m.tenant_id = u.tenant_id and m.user_id = u.id)`.as(
            'hasMfa',
          ),
        ])
        .where('ou.tenantId', '=', tenantId)
        .where('ou.organizationId', '=', organizationId)
        .where('ou.userId', '=', subject.userId)
        .executeTakeFirst();
    },
    /** Organization scopes `subject` holds in the organization through its organization roles. */
    findOrganizationScopes: async (trx: Trx, organizationId: string, subject: OrganizationTokenSubject) =>
      (
        await trx
          .selectFrom('organizationRoleScopes as rs')
          .innerJoin('organizationScopes as s', (join) =>
            join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.organizationScopeId'),
          )
          .select('s.name')
          .distinct()
          .where('rs.tenantId', '=', tenantId)
          .where('rs.organizationRoleId', 'in', roleIdsOf(trx, organizationId, subject))
          .orderBy('s.name')
          .execute()
      ).map((row) => row.name),
    /** API-resource permissions of `resourceId` `subject` holds through its organization roles there. */
    findResourceScopes: async (
      trx: Trx,
      organizationId: string,
      subject: OrganizationTokenSubject,
      resourceId: string,
    ) =>
      (
        await trx
          .selectFrom('organizationRoleResourceScopes as rs')
          .innerJoin('scopes as s', (join) =>
            join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.scopeId'),
          )
          .select('s.name')
          .distinct()
          .where('rs.tenantId', '=', tenantId)
          .where('rs.organizationRoleId', 'in', roleIdsOf(trx, organizationId, subject))
          .where('s.resourceId', '=', resourceId)
          .orderBy('s.name')
          .execute()
      ).map((row) => row.name),
  };
};
