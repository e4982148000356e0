import { adminTenantId } from '@gatehouse/schemas/constants';
import type { ErrorCode } from '@gatehouse/schemas/errors';
import { emailRegEx, normalizeEmail } from '@gatehouse/schemas/identifiers';
import type { OrganizationInvitation } from '@gatehouse/schemas/organizations';
import { type TenantInvitation, type TenantRoleName, tenantRoleNames } from '@gatehouse/schemas/tenants';
import { createInvitationService } from '../organizations/public';
import { isUniqueViolation } from '../platform/db/errors';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import { userRecords } from '../users/public';
import { setTenantMember, tenantIdOfOrganization, tenantOrganizationId, tenantRoleId } from './membership';
import { createTenantQueries } from './queries';
import type { TenantCloudService } from './service.cloud';

const week = 7 * 24 * 3600 * 1000;

/**
 * Tenant invitations (spec §3, §7): organization invitations of the admin tenant for a tenant's
 * organization, with one tenant role. Invitees are emailed through the admin tenant's email
 * connector when it has one; otherwise the answer carries the console's accept link to pass on.
 * Accepting needs a console user whose primary email is the invitee (403
 * `organization_invitation.email_mismatch`), a Pending invitation (422
 * `organization_invitation.invalid_status`), and makes them a member with the role.
 */
export const createTenantInvitationService = (deps: PlatformDeps, tenants: TenantCloudService) => {
  const invitations = createInvitationService(deps, adminTenantId);
  const queries = createTenantQueries(deps.database.system);
  const linkOf = (id: string) => `${deps.config.adminEndpoint}/console/accept/${encodeURIComponent(id)}`;

  const toTenantInvitations = async (items: OrganizationInvitation[]): Promise<TenantInvitation[]> => {
    const ids = [...new Set(items.flatMap((item) => tenantIdOfOrganization(item.organizationId) ?? []))];
    const rows = await queries.findByIds(ids);
    return items.flatMap((item) => {
      const tenant = rows.find((row) => row.id === tenantIdOfOrganization(item.organizationId));
      if (!tenant) return [];
      const roleName = tenantRoleNames.find((name) => item.organizationRoles.some((role) => role.name === name));
      return [
        {
          id: item.id,
          tenantId: tenant.id,
          organizationId: item.organizationId,
          tenantName: tenant.name,
          tenantTag: tenant.tag,
          invitee: item.invitee,
          inviterId: item.inviterId,
          roleName: roleName ?? null,
          status: item.status,
          createdAt: item.createdAt,
          expiresAt: item.expiresAt,
          link: linkOf(item.id),
        },
      ];
    });
  };
  const one = async (item: OrganizationInvitation) => {
    const [invitation] = await toTenantInvitations([item]);
    if (!invitation) throw new ApiError('organization_invitation.not_found', { id: item.id });
    return invitation;
  };
  /** The invitation of this tenant (404 for another tenant's). */
  const ofTenant = async (tenantId: string, id: string) => {
    const item = await invitations.get(id);
    if (item.organizationId !== tenantOrganizationId(tenantId))
      throw new ApiError('organization_invitation.not_found', { id });
    return item;
  };
  /** Emails it through the admin tenant's email connector; false when there is none. */
  const email = async (id: string) => {
    try {
      await invitations.sendMessage(id, { link: linkOf(id) });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'organization_invitation.no_email_connector') return false;
      throw error;
    }
  };
  const primaryEmailOf = async (userId: string) =>
    (await deps.database.withTenant(adminTenantId, (trx) => userRecords(adminTenantId).findById(trx, userId)))
      ?.primaryEmail ?? null;

  return {
    list: async (userId: string, tenantId: string) => {
      await tenants.assertScope(userId, tenantId, 'invite:member');
      const { items } = await invitations.list({ organizationId: tenantOrganizationId(tenantId) });
      return toTenantInvitations(items);
    },

    /**
     * One invitation per email, all or nothing: every email is checked first, then all are written in
     * one transaction, and only after the commit are they emailed. When any email cannot be invited
     * (invalid, a member's, already invited), none is written and the error's `invitees` names each
     * refused email with its reason; its code is that reason when they share one, else
     * `tenant_invitation.invitees_refused`. An email the provider refuses leaves its invitation
     * (`emailed: false`, the link to pass on).
     */
    create: async (
      userId: string,
      tenantId: string,
      input: { invitee: string | string[]; roleName: TenantRoleName; expiresAt?: number },
    ) => {
      await tenants.assertScope(userId, tenantId, 'invite:member');
      const organizationId = tenantOrganizationId(tenantId);
      const invitees = [...new Set([input.invitee].flat().map(normalizeEmail))];
      const expiresAt = input.expiresAt ?? Date.now() + week;
      assertThat(expiresAt > Date.now(), 'organization_invitation.invalid_expiry');
      // The tenant's plan, read first: the admin tenant's transaction cannot see the tenant's row.
      const planId = (await queries.findById(tenantId))?.planId;
      const written = await deps.database
        .withTenant(adminTenantId, async (trx) => {
          const refused: { invitee: string; code: ErrorCode }[] = [];
          for (const invitee of invitees) {
            const code = emailRegEx.test(invitee)
              ? await invitations.refusalOf(trx, organizationId, invitee, new Date())
              : 'user.invalid_email';
            if (code) refused.push({ invitee, code });
          }
          if (refused.length > 0) {
            const codes = new Set(refused.map((refusal) => refusal.code));
            const [only] = codes;
            throw new ApiError(only && codes.size === 1 ? only : 'tenant_invitation.invitees_refused', {
              invitees: refused,
            });
          }
          await assertQuota(deps.config, trx, tenantId, 'tenantMembersLimit', { planId, adding: invitees.length });
          const roleId = await tenantRoleId(trx, input.roleName);
          const items = [];
          for (const invitee of invitees) {
            items.push(
              await invitations.createIn(trx, {
                inviterId: userId,
                invitee,
                organizationId,
                expiresAt,
                organizationRoleIds: [roleId],
              }),
            );
          }
          return items;
        })
        .catch((error: unknown) => {
          // Another request invited one of them at the same moment: the partial unique index keeps one Pending.
          if (isUniqueViolation(error)) throw new ApiError('organization_invitation.pending_exists');
          throw error;
        });
      const created = [];
      for (const item of written) {
        const emailed = await email(item.id).catch((error: unknown) => {
          deps.logger.warn({ err: error, invitationId: item.id }, 'The tenant invitation could not be emailed');
          return false;
        });
        created.push({ ...(await one(item)), emailed });
      }
      return created;
    },

    revoke: async (userId: string, tenantId: string, id: string) => {
      await tenants.assertScope(userId, tenantId, 'invite:member');
      await ofTenant(tenantId, id);
      await invitations.delete(id);
    },

    /** Sends it again (422 `organization_invitation.no_email_connector` with the link when there is no connector). */
    resend: async (userId: string, tenantId: string, id: string) => {
      await tenants.assertScope(userId, tenantId, 'invite:member');
      const item = await ofTenant(tenantId, id);
      assertThat(item.status === 'Pending', 'organization_invitation.invalid_status', { status: item.status });
      assertThat(await email(id), 'organization_invitation.no_email_connector', { link: linkOf(id) });
    },

    /** Invitations to the caller's primary email, of every status. */
    mine: async (userId: string) => {
      const address = await primaryEmailOf(userId);
      if (!address) return [];
      return toTenantInvitations((await invitations.list({ invitee: address })).items);
    },

    /** An invitation to the caller (403 `organization_invitation.email_mismatch` when it is someone else's). */
    get: async (userId: string, id: string) => {
      const item = await invitations.get(id);
      assertThat(item.invitee === (await primaryEmailOf(userId)), 'organization_invitation.email_mismatch');
      return one(item);
    },

    accept: async (userId: string, id: string) => {
      const item = await invitations.get(id);
      const { invitation } = await invitations.acceptAs(id, async (trx) => {
        const tenantId = tenantIdOfOrganization(item.organizationId);
        const roleName = tenantRoleNames.find((name) => item.organizationRoles.some((role) => role.name === name));
        // The membership's console access (self-hosted `default`); the email check follows in the same transaction.
        if (tenantId && roleName) await setTenantMember(trx, tenantId, userId, roleName);
        return { userId };
      });
      return one(invitation);
    },
  };
};
