import type { MessagePayload } from '@gatehouse/connector-kit/messages';
import { normalizeEmail } from '@gatehouse/schemas/identifiers';
import { generateId } from '@gatehouse/schemas/ids';
import type {
  CreateOrganizationInvitation,
  OrganizationInvitation,
  PutInvitationStatus,
} from '@gatehouse/schemas/organizations';
import { createConnectorLookup } from '../connectors/public';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import { toMs } from '../platform/db/json';
import type { Page } from '../platform/db/paging';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { tenantBaseUrl } from '../platform/tenancy';
import { createOrganizationQueries } from './queries';
import { createInvitationQueries, type InvitationFilters } from './queries.invitations';
import { createOrganizationTemplateQueries } from './queries.template';

type InvitationRow = Awaited<ReturnType<ReturnType<typeof createInvitationQueries>['findAll']>>[number];

/**
 * Organization invitations (spec §4): Pending → Accepted | Revoked. A Pending invitation past
 * `expiresAt` reads as Expired (computed on read, so reads never write) and can no longer change.
 * Accepting needs a user whose primary email is the invitee (403 otherwise) and, in one
 * transaction, makes them a member with the invitation's roles. Its email goes through the tenant's
 * email connector; without one the caller delivers the invitation: each one carries the `link` of
 * its accept page on the sign-in pages (`/invitation/{id}`), or the caller's own page takes the id.
 *
 * `now` is the clock, injectable for tests.
 */
export const createInvitationService = (deps: PlatformDeps, tenantId: string, now: () => Date = () => new Date()) => {
  const { database, events, config } = deps;
  const connectors = createConnectorLookup(deps, tenantId);
  const queries = createInvitationQueries(tenantId);
  const organizations = createOrganizationQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);

  const linkOf = (id: string) => `${tenantBaseUrl(config, tenantId)}/invitation/${encodeURIComponent(id)}`;
  const statusOf = (row: InvitationRow, at: Date) =>
    row.status === 'Pending' && row.expiresAt.getTime() <= at.getTime() ? 'Expired' : row.status;
  const withRoles = async (trx: Trx, rows: InvitationRow[]): Promise<OrganizationInvitation[]> => {
    const roles = await queries.findRolesOf(
      trx,
      rows.map((row) => row.id),
    );
    const at = now();
    return rows.map((row) => ({
      id: row.id,
      inviterId: row.inviterId,
      invitee: row.invitee,
      acceptedUserId: row.acceptedUserId,
      organizationId: row.organizationId,
      status: statusOf(row, at),
      createdAt: toMs(row.createdAt),
      updatedAt: toMs(row.updatedAt),
      expiresAt: toMs(row.expiresAt),
      organizationRoles: roles.filter((role) => role.invitationId === row.id).map(({ id, name }) => ({ id, name })),
      link: linkOf(row.id),
    }));
  };
  const findOrThrow = async (trx: Trx, id: string, lock = false) => {
    const row = await queries.findById(trx, id, { lock });
    if (!row) throw new ApiError('organization_invitation.not_found', { id });
    return row;
  };
  const getOne = async (trx: Trx, id: string) => {
    const [invitation] = await withRoles(trx, [await findOrThrow(trx, id)]);
    if (!invitation) throw new ApiError('organization_invitation.not_found', { id });
    return invitation;
  };

  /**
   * Why `invitee` cannot be invited to the organization now, or undefined: 422
   * `organization_invitation.invitee_is_member`, or `organization_invitation.pending_exists` (a Pending
   * one that has expired by `at` is marked Expired first).
   */
  const refusalOf = async (trx: Trx, organizationId: string, invitee: string, at: Date) => {
    if (await queries.isMemberEmail(trx, organizationId, invitee))
      return 'organization_invitation.invitee_is_member' as const;
    await queries.expirePending(trx, organizationId, invitee, at);
    if (await queries.findPending(trx, organizationId, invitee))
      return 'organization_invitation.pending_exists' as const;
    return undefined;
  };

  /**
   * Checks and writes one invitation in `trx` (the invitee normalized); sends nothing. `beforeInsert` runs just
   * before the insert (the tenant-members quota).
   */
  const insertIn = async (
    trx: Trx,
    input: CreateOrganizationInvitation,
    at: Date,
    beforeInsert?: (trx: Trx) => Promise<void>,
  ) => {
    if (!(await organizations.findById(trx, input.organizationId))) {
      throw new ApiError('organization.not_found', { id: input.organizationId });
    }
    if (input.inviterId && (await organizations.findUsers(trx, [input.inviterId])).length === 0) {
      throw new ApiError('user.not_found', { id: input.inviterId });
    }
    const roleIds = [...new Set(input.organizationRoleIds ?? [])];
    const roles = await createOrganizationTemplateQueries(tenantId).findRolesByIds(trx, roleIds);
    const missing = roleIds.filter((roleId) => !roles.some((role) => role.id === roleId));
    if (missing.length > 0) throw new ApiError('organization_role.not_found', { ids: missing });
    assertThat(
      roles.every((role) => role.type === 'User'),
      'organization_role.type_mismatch',
      { expected: 'User' },
    );
    const refusal = await refusalOf(trx, input.organizationId, input.invitee, at);
    if (refusal) throw new ApiError(refusal);
    await beforeInsert?.(trx);
    const id = generateId();
    await queries.insert(trx, {
      id,
      inviterId: input.inviterId ?? null,
      invitee: input.invitee,
      organizationId: input.organizationId,
      expiresAt: new Date(input.expiresAt),
      createdAt: at,
      updatedAt: at,
    });
    await queries.insertRoles(trx, id, roleIds);
    return getOne(trx, id);
  };

  const findPendingOrThrow = async (trx: Trx, id: string, at: Date) => {
    const row = await findOrThrow(trx, id, true);
    const status = statusOf(row, at);
    assertThat(status === 'Pending', 'organization_invitation.invalid_status', { status });
    return row;
  };

  /**
   * Accepts a Pending invitation for the user `resolveUser` names, in one transaction: the user
   * (which `resolveUser` may create, in that transaction) must have the invitee as primary email;
   * they become a member with the invitation's roles, and `Organization.Membership.Updated` is
   * emitted with the change. Returns the invitation and what `resolveUser` returned.
   */
  const acceptAs = async <T extends { userId: string }>(
    id: string,
    resolveUser: (trx: Trx, invitee: string) => Promise<T>,
  ) => {
    return inTenant(async (trx) => {
      const at = now();
      const row = await findPendingOrThrow(trx, id, at);
      const resolved = await resolveUser(trx, row.invitee);
      const [user] = await organizations.findUsers(trx, [resolved.userId]);
      if (!user) throw new ApiError('user.not_found', { id: resolved.userId });
      assertThat(user.primaryEmail === row.invitee, 'organization_invitation.email_mismatch');
      await organizations.insertMembers(trx, row.organizationId, [resolved.userId]);
      const roles = await queries.findRolesOf(trx, [id]);
      await organizations.insertMemberRoles(
        trx,
        row.organizationId,
        [resolved.userId],
        roles.map((role) => role.id),
      );
      await queries.updateStatus(trx, id, 'Accepted', at, resolved.userId);
      await events.emit(trx, {
        event: 'Organization.Membership.Updated',
        organizationId: row.organizationId,
        userId: resolved.userId,
      });
      return { invitation: await getOne(trx, id), resolved };
    });
  };

  return {
    list: (filters: InvitationFilters, page?: Page) =>
      inTenant(async (trx) => {
        const normalized = { ...filters, ...(filters.invitee && { invitee: normalizeEmail(filters.invitee) }) };
        const rows = await queries.findAll(trx, normalized, page);
        return { items: await withRoles(trx, rows), total: page ? await queries.count(trx, normalized) : rows.length };
      }),

    get: (id: string) => inTenant((trx) => getOne(trx, id)),

    /**
     * Sends the invitation's email again through the tenant's email connector, with the template's
     * values in `payload` (the invitation's own `link` unless it names another). Without an email
     * connector a Pending invitation is answered with 422
     * `organization_invitation.no_email_connector`: the caller delivers it itself.
     */
    sendMessage: async (id: string, payload: MessagePayload) => {
      const invitation = await inTenant((trx) => getOne(trx, id));
      assertThat(invitation.status === 'Pending', 'organization_invitation.invalid_status');
      const email = await connectors.findConnector('email');
      assertThat(email, 'organization_invitation.no_email_connector', {
        invitee: invitation.invitee,
        link: invitation.link,
      });
      await email.sendMessage({
        to: invitation.invitee,
        type: 'OrganizationInvitation',
        payload: { link: invitation.link, ...payload },
      });
    },

    /** `beforeInsert` runs in the creating transaction, just before the insert (the tenant-members quota). */
    create: async (input: CreateOrganizationInvitation, beforeInsert?: (trx: Trx) => Promise<void>) => {
      const at = now();
      assertThat(input.expiresAt > at.getTime(), 'organization_invitation.invalid_expiry');
      const invitee = normalizeEmail(input.invitee);
      // With an email connector the invitation is emailed unless `messagePayload` is false; an email
      // the provider refuses takes the new invitation away again, so nothing half-made stays.
      const email = input.messagePayload === false ? undefined : await connectors.findConnector('email');
      try {
        const created = await inTenant((trx) => insertIn(trx, { ...input, invitee }, at, beforeInsert));
        if (email) {
          const payload = input.messagePayload === false ? {} : (input.messagePayload ?? {});
          try {
            await email.sendMessage({
              to: invitee,
              type: 'OrganizationInvitation',
              payload: { ...payload, link: created.link },
            });
          } catch (error) {
            await inTenant((trx) => queries.delete(trx, created.id));
            throw error;
          }
        }
        return created;
      } catch (error) {
        // Two invitations for the same email at once: the partial unique index keeps one Pending.
        if (isUniqueViolation(error)) throw new ApiError('organization_invitation.pending_exists');
        throw error;
      }
    },

    delete: (id: string) =>
      inTenant(async (trx) => {
        if ((await queries.delete(trx, id)) === 0) throw new ApiError('organization_invitation.not_found', { id });
      }),

    /** Accepts or revokes a Pending invitation (422 `organization_invitation.invalid_status` otherwise). */
    setStatus: async (id: string, input: PutInvitationStatus) => {
      if (input.status === 'Accepted') {
        const userId = input.acceptedUserId ?? '';
        return (await acceptAs(id, async () => ({ userId }))).invitation;
      }
      return inTenant(async (trx) => {
        const at = now();
        await findPendingOrThrow(trx, id, at);
        await queries.updateStatus(trx, id, 'Revoked', at);
        return getOne(trx, id);
      });
    },

    acceptAs,
    refusalOf,
    /** Writes one invitation in the caller's transaction (the caller emails it after the commit). */
    createIn: (trx: Trx, input: CreateOrganizationInvitation) => {
      assertThat(input.expiresAt > now().getTime(), 'organization_invitation.invalid_expiry');
      return insertIn(trx, { ...input, invitee: normalizeEmail(input.invitee) }, now());
    },
  };
};
