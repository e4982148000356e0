import type { Trx } from '../platform/db/database';
import { countAll, type Page } from '../platform/db/paging';

export type InvitationFilters = { organizationId?: string; inviterId?: string; invitee?: string };
type InvitationStatus = 'Pending' | 'Accepted' | 'Expired' | 'Revoked';

/** Organization invitations and the roles they carry (Kysely only). */
export const createInvitationQueries = (tenantId: string) => {
  const filtered = (trx: Trx, filters: InvitationFilters) => {
    let query = trx.selectFrom('organizationInvitations').where('tenantId', '=', tenantId);
    if (filters.organizationId) query = query.where('organizationId', '=', filters.organizationId);
    if (filters.inviterId) query = query.where('inviterId', '=', filters.inviterId);
    if (filters.invitee) query = query.where('invitee', '=', filters.invitee);
    return query;
  };
  const columns = [
    'id',
    'inviterId',
    'invitee',
    'acceptedUserId',
    'organizationId',
    'status',
    'createdAt',
    'updatedAt',
    'expiresAt',
  ] as const;

  return {
    findAll: (trx: Trx, filters: InvitationFilters, page?: Page) => {
      let query = filtered(trx, filters).select(columns).orderBy('createdAt', 'desc').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return query.execute();
    },
    count: async (trx: Trx, filters: InvitationFilters) =>
      (await filtered(trx, filters).select(countAll).executeTakeFirstOrThrow()).count,
    findById: (trx: Trx, id: string, { lock = false } = {}) => {
      const query = trx
        .selectFrom('organizationInvitations')
        .select(columns)
        .where('tenantId', '=', tenantId)
        .where('id', '=', id);
      return (lock ? query.forUpdate() : query).executeTakeFirst();
    },
    findRolesOf: (trx: Trx, invitationIds: string[]) =>
      invitationIds.length === 0
        ? Promise.resolve([])
        : trx
            .selectFrom('organizationInvitationRoles as ir')
            .innerJoin('organizationRoles as r', (join) =>
              join.onRef('r.tenantId', '=', 'ir.tenantId').onRef('r.id', '=', 'ir.organizationRoleId'),
            )
            .select(['ir.invitationId', 'r.id', 'r.name'])
            .where('ir.tenantId', '=', tenantId)
            .where('ir.invitationId', 'in', invitationIds)
            .orderBy('r.name')
            .execute(),
    /** Stores as Expired the Pending invitations of this email to this organization that are past their expiry. */
    expirePending: (trx: Trx, organizationId: string, invitee: string, now: Date) =>
      trx
        .updateTable('organizationInvitations')
        .set({ status: 'Expired', updatedAt: now })
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .where('invitee', '=', invitee)
        .where('status', '=', 'Pending')
        .where('expiresAt', '<=', now)
        .execute(),
    findPending: (trx: Trx, organizationId: string, invitee: string) =>
      trx
        .selectFrom('organizationInvitations')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('organizationId', '=', organizationId)
        .where('invitee', '=', invitee)
        .where('status', '=', 'Pending')
        .executeTakeFirst(),
    /** Whether a member of the organization has `email` as their primary email. */
    isMemberEmail: async (trx: Trx, organizationId: string, email: string) =>
      Boolean(
        await trx
          .selectFrom('organizationUsers as ou')
          .innerJoin('users as u', (join) =>
            join.onRef('u.tenantId', '=', 'ou.tenantId').onRef('u.id', '=', 'ou.userId'),
          )
          .select('u.id')
          .where('ou.tenantId', '=', tenantId)
          .where('ou.organizationId', '=', organizationId)
          .where('u.primaryEmail', '=', email)
          .executeTakeFirst(),
      ),
    insert: (
      trx: Trx,
      row: {
        id: string;
        inviterId: string | null;
        invitee: string;
        organizationId: string;
        expiresAt: Date;
        createdAt: Date;
        updatedAt: Date;
      },
    ) =>
      trx
        .insertInto('organizationInvitations')
        .values({ tenantId, ...row })
        .execute(),
    insertRoles: (trx: Trx, invitationId: string, roleIds: string[]) =>
      roleIds.length === 0
        ? Promise.resolve()
        : trx
            .insertInto('organizationInvitationRoles')
            .values(roleIds.map((organizationRoleId) => ({ tenantId, invitationId, organizationRoleId })))
            .execute()
            .then(() => undefined),
    updateStatus: (trx: Trx, id: string, status: InvitationStatus, now: Date, acceptedUserId?: string) =>
      trx
        .updateTable('organizationInvitations')
        .set({ status, updatedAt: now, ...(acceptedUserId !== undefined && { acceptedUserId }) })
        .where('tenantId', '=', tenantId)
        .where('id', '=', id)
        .execute(),
    delete: async (trx: Trx, id: string) =>
      Number(
        (
          await trx
            .deleteFrom('organizationInvitations')
            .where('tenantId', '=', tenantId)
            .where('id', '=', id)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  };
};
