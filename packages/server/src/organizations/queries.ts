import { sql, type Updateable } from 'kysely';
import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';
import { addRelations } from '../platform/db/relations';
import type { OrganizationsTable } from '../platform/db/schema';
import { searchPattern } from '../platform/db/search';

type OrganizationChanges = Omit<Updateable<OrganizationsTable>, 'tenantId' | 'id' | 'createdAt'>;

const organizationColumns = [
  'o.id',
  'o.name',
  'o.description',
  'o.customData',
  'o.isMfaRequired',
  'o.branding',
  'o.createdAt',
] as const;

/** Organizations, their members and machine-to-machine applications, and the roles these hold (Kysely only). */
export const createOrganizationQueries = (tenantId: string) => {
  const matching = (trx: Trx, q?: string) => {
    let query = trx.selectFrom('organizations as o').where('o.tenantId', '=', tenantId);
    if (q) query = query.where('o.name', 'ilike', searchPattern(q));
    return query;
  };
  const membersMatching = (trx: Trx, organizationId: string, q?: string) => {
    let query = trx
      .selectFrom('organizationUsers as ou')
      .innerJoin('users as u', (join) => join.onRef('u.tenantId', '=', 'ou.tenantId').onRef('u.id', '=', 'ou.userId'))
      .where('ou.tenantId', '=', tenantId)
      .where('ou.organizationId', '=', organizationId);
    if (q) {
      const pattern = searchPattern(q);
      query = query.where((eb) =>
        eb.or([
          eb('u.name', 'ilike', pattern),
          eb('u.username', 'ilike', pattern),
          eb('u.primaryEmail', 'ilike', pattern),
        ]),
      );
    }
    return query;
  };

  return {
    findAll: (trx: Trx, q?: string, page?: Page) => {
      let query = matching(trx, q).select(organizationColumns).orderBy('o.createdAt', 'desc').orderBy('o.id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    count: async (trx: Trx, q?: string) => (await matching(trx, q).select(countAll).executeTakeFirstOrThrow()).count,
    /** How many members each of these organizations has (those without members are absent). */
    countMembersOf: (trx: Trx, organizationIds: string[]) =>
      trx
        .selectFrom('organizationUsers as ou')
        .select(['ou.organizationId', countAll])
        .where('ou.tenantId', '=', tenantId)
        .where('ou.organizationId', 'in', organizationIds)
        .groupBy('ou.organizationId')
        .execute(),
    /** The first `perOrganization` members to join each of these organizations. */
    findFeaturedMembers: (trx: Trx, organizationIds: string[], perOrganization: number) =>
      trx
        .selectFrom((eb) =>
          eb
            .selectFrom('organizationUsers as ou')
            .innerJoin('users as u', (join) =>
              join.onRef('u.tenantId', '=', 'ou.tenantId').onRef('u.id', '=', 'ou.userId'),
            )
            .select((inner) => [
              'ou.organizationId',
              'u.id',
              'u.name',
              'u.avatar',
              'u.username',
              inner.fn
                .agg<number>('row_number')
                .over((over) => over.partitionBy('ou.organizationId').orderBy('ou.createdAt').orderBy('u.id'))
                .as('rank'),
            ])
            .where('ou.tenantId', '=', tenantId)
            .where('ou.organizationId', 'in', organizationIds)
            .as('featured'),
        )
        .select(['featured.organizationId', 'featured.id', 'featured.name', 'featured.avatar', 'featured.username'])
        .where('featured.rank', '<=', perOrganization)
        .orderBy('featured.organizationId')
        .orderBy('featured.rank')
        .execute(),
    findById: (trx: Trx, id: string) =>
      trx
        .selectFrom('organizations as o')
        .select(organizationColumns)
        .where('o.tenantId', '=', tenantId)
        .where('o.id', '=', id)
        .executeTakeFirst(),
    insert: (
      trx: Trx,
      row: {
        id: string;
        name: string;
        description: string | null;
        customData: string;
        isMfaRequired: boolean;
        branding: string;
      },
    ) =>
      trx
        .insertInto('organizations')
        .values({ tenantId, ...row })
        .execute(),
    update: async (trx: Trx, id: string, changes: OrganizationChanges) =>
      Number(
        (
          await trx
            .updateTable('organizations')
            .set(changes)
            .where('tenantId', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
    /** Memberships, their roles, JIT settings and invitations go with it (foreign keys cascade). */
    delete: async (trx: Trx, id: string) =>
      Number(
        (await trx.deleteFrom('organizations').where('tenantId', '=', tenantId).where('id', '=', id).executeTakeFirst())
          .numDeletedRows,
      ),

    findMembers: (trx: Trx, organizationId: string, q?: string, page?: Page) => {
      let query = membersMatching(trx, organizationId, q)
        .select(['u.id', 'u.username', 'u.primaryEmail', 'u.primaryPhone', 'u.name', 'u.avatar'])
        .orderBy('ou.createdAt', 'desc')
        .orderBy('u.id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    countMembers: async (trx: Trx, organizationId: string, q?: string) =>
      (await membersMatching(trx, organizationId, q).select(countAll).executeTakeFirstOrThrow()).count,
    /** Which of `userIds` are members. */
    findMemberIds: async (trx: Trx, organizationId: string, userIds: string[]) =>
      userIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('organizationUsers')
              .select('userId')
              .where('tenantId', '=', tenantId)
              .where('organizationId', '=', organizationId)
              .where('userId', 'in', userIds)
              .execute()
          ).map((row) => row.userId),
    findUsers: (trx: Trx, userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('users')
            .select(['id', 'primaryEmail'])
            .where('tenantId', '=', tenantId)
            .where('id', 'in', userIds)
            .execute(),
    insertMembers: (trx: Trx, organizationId: string, userIds: string[]) =>
      addRelations(
        trx,
        'organizationUsers',
        userIds.map((userId) => ({ tenantId, organizationId, userId })),
      ),
    /** Removes members (all but `keep`, or only `userId`); their roles there go with them. */
    deleteMembers: async (trx: Trx, organizationId: string, which: { keep: string[] } | { userId: string }) => {
      let query = trx
        .deleteFrom('organizationUsers')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId);
      if ('userId' in which) query = query.where('userId', '=', which.userId);
      else if (which.keep.length > 0) query = query.where('userId', 'not in', which.keep);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    /** The organization roles each of `userIds` holds in the organization. */
    findMemberRoles: (trx: Trx, organizationId: string, userIds: string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('organizationUserRoles as ur')
            .innerJoin('organizationRoles as r', (join) =>
              join.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.organizationRoleId'),
            )
            .select(['ur.userId', 'r.id', 'r.name'])
            .where('ur.tenantId', '=', tenantId)
            .where('ur.organizationId', '=', organizationId)
            .where('ur.userId', 'in', userIds)
            .orderBy('r.name')
            .execute(),
    insertMemberRoles: (trx: Trx, organizationId: string, userIds: string[], roleIds: string[]) =>
      addRelations(
        trx,
        'organizationUserRoles',
        userIds.flatMap((userId) =>
          roleIds.map((organizationRoleId) => ({ tenantId, organizationId, userId, organizationRoleId })),
        ),
      ),
    deleteMemberRoles: async (trx: Trx, organizationId: string, userId: string, roleId?: string) => {
      let query = trx
        .deleteFrom('organizationUserRoles')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId);
      if (roleId !== undefined) query = query.where('organizationRoleId', '=', roleId);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    /** The organization scopes a member holds through their roles there. */
    findMemberScopes: (trx: Trx, organizationId: string, userId: string) =>
      trx
        .selectFrom('organizationUserRoles as ur')
        .innerJoin('organizationRoleScopes as rs', (join) =>
          join.onRef('rs.tenantId', '=', 'ur.tenantId').onRef('rs.organizationRoleId', '=', 'ur.organizationRoleId'),
        )
        .innerJoin('organizationScopes as s', (join) =>
          join.onRef('s.tenantId', '=', 'rs.tenantId').onRef('s.id', '=', 'rs.organizationScopeId'),
        )
        .select(['s.id', 's.name', 's.description'])
        .distinct()
        .where('ur.tenantId', '=', tenantId)
        .where('ur.organizationId', '=', organizationId)
        .where('ur.userId', '=', userId)
        .orderBy('s.name')
        .execute(),

    /** The organizations a user belongs to, with the roles they hold in each. */
    findOrganizationsOfUser: (trx: Trx, userId: string) =>
      trx
        .selectFrom('organizationUsers as ou')
        .innerJoin('organizations as o', (join) =>
          join.onRef('o.tenantId', '=', 'ou.tenantId').onRef('o.id', '=', 'ou.organizationId'),
        )
        .select(organizationColumns)
        .select((eb) =>
          sql<{ id: string; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
            from organization_user_roles ur
            join organization_roles r on r.tenant_id = ur.tenant_id and r.id = ur.organization_role_id
            where ur.tenant_id = ${eb.ref('ou.tenantId')} and ur.organization_id = ${eb.ref('ou.organizationId')}
              and ur.user_id = ${eb.ref('ou.userId')}
          ), '[]'::json)`.as('organizationRoles'),
        )
        .where('ou.tenantId', '=', tenantId)
        .where('ou.userId', '=', userId)
        .orderBy('o.name')
        .orderBy('o.id')
        .execute(),
    /** The organizations an application belongs to, with its roles in each. */
    findOrganizationsOfApplication: (trx: Trx, applicationId: string) =>
      trx
        .selectFrom('organizationApplications as oa')
        .innerJoin('organizations as o', (join) =>
          join.onRef('o.tenantId', '=', 'oa.tenantId').onRef('o.id', '=', 'oa.organizationId'),
        )
        .select(organizationColumns)
        .select((eb) =>
          sql<{ id: string; name: string }[]>`coalesce((
            select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name)
            from organization_application_roles ar
            join organization_roles r on r.tenant_id = ar.tenant_id and r.id = ar.organization_role_id
            where ar.tenant_id = ${eb.ref('oa.tenantId')} and ar.organization_id = ${eb.ref('oa.organizationId')}
              and ar.application_id = ${eb.ref('oa.applicationId')}
          ), '[]'::json)`.as('organizationRoles'),
        )
        .where('oa.tenantId', '=', tenantId)
        .where('oa.applicationId', '=', applicationId)
        .orderBy('o.name')
        .orderBy('o.id')
        .execute(),
  };
};
