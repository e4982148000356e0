import { adminTenantId } from '@gatehouse/schemas/constants';
import type { InvitationStatus, OrganizationBranding } from '@gatehouse/schemas/organizations';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { createOrganizationService } from '../organizations/service';
import { createInvitationService } from '../organizations/service.invitations';
import { hashPassword } from '../passwords/hashing';
import { validatePassword } from '../passwords/policy';
import type { PlatformDeps } from '../platform/deps';
import { assertThat } from '../platform/http/api-error';
import { grantConsoleAccess, tenantIdOfOrganization } from '../tenants/public';
import { insertUser } from '../users/creation';
import { findUserScoped, userRecords } from '../users/public';
import { checkAccountPassword } from './account-password';
import { createHookEventEmitter, createStepLog } from './log';
import { effectiveSignInExperience } from './mode';
import type { Sentinel } from './sentinel';

export type InvitationDetails = {
  id: string;
  status: InvitationStatus;
  invitee: string;
  expiresAt: number;
  organization: { id: string; name: string; branding: OrganizationBranding };
  /** Whether an account has the invitee's email (else accepting creates one). */
  hasAccount: boolean;
  /** Whether that account has a password to enter (else accepting sets the one chosen). */
  hasPassword: boolean;
  /** Whether accepting may create the account (registration on, email a password sign-in method). */
  canCreateAccount: boolean;
  /** For an invitation to a console tenant (the admin tenant's): the console, where the invitee goes on. */
  consoleUrl?: string;
};

const signsInWithEmailPassword = (sie: SignInExperience) =>
  sie.signIn.methods.some((method) => method.identifier === 'email' && method.password);

/**
 * Whether an invitee without an account can get one: registration on, and email a password sign-in
 * method. Self-hosted, the admin tenant closes registration after its first console user; an
 * invitee of a tenant (its organization `t-{tenantId}`, issue 20) still gets an account here, the
 * invitation link being the proof, and nobody else.
 */
const takesNewAccounts = (sie: SignInExperience, invitedConsoleUser: boolean) =>
  (sie.signInMode !== 'SignIn' || invitedConsoleUser) && signsInWithEmailPassword(sie);

export type InvitationAcceptanceContext = {
  deps: PlatformDeps;
  sentinel: Sentinel;
  isBreached: (password: string) => Promise<boolean>;
  tenantId: string;
  ip: string;
  userAgent: string | undefined;
};

/**
 * The invitation's accept page on the sign-in pages (`/invitation/{id}`, the invitation's `link`).
 * Holding the link proves the invitee's mailbox (it is delivered there, and its id is 21 random
 * characters); the password proves the account. An invitee whose account has a password enters it.
 * One without an account chooses a password and gets an account with the invitee's email, which
 * counts as verified (so just-in-time provisioning applies too); one whose account has no password
 * yet (an admin created it) chooses one, as a reset link would let them. Either way, in one
 * transaction, they join the organization with the invitation's roles. Lockouts and password rules
 * are the sign-in pages' own.
 */
export const createInvitationAcceptance = (context: InvitationAcceptanceContext) => {
  const { deps, tenantId } = context;
  const invitations = createInvitationService(deps, tenantId);
  const users = userRecords(tenantId);
  const settings = () => effectiveSignInExperience(deps, tenantId);
  const findAccount = (email: string) => findUserScoped(deps.database.system, tenantId, 'email', email);
  const log = createStepLog(context);
  /** The tenant a self-hosted console invitation is to (see takesNewAccounts), else undefined. */
  const consoleTenantOf = (organizationId: string) =>
    tenantId === adminTenantId && !deps.config.isCloud ? tenantIdOfOrganization(organizationId) : undefined;
  const emitHookEvent = createHookEventEmitter(context);

  return {
    details: async (id: string): Promise<InvitationDetails> => {
      const invitation = await invitations.get(id);
      const organization = await createOrganizationService(deps, tenantId).get(invitation.organizationId);
      const account = await findAccount(invitation.invitee);
      const sie = await settings();
      return {
        id: invitation.id,
        status: invitation.status,
        invitee: invitation.invitee,
        expiresAt: invitation.expiresAt,
        organization: { id: organization.id, name: organization.name, branding: organization.branding },
        hasAccount: Boolean(account),
        hasPassword: Boolean(account?.passwordEncrypted),
        canCreateAccount: takesNewAccounts(sie, consoleTenantOf(invitation.organizationId) !== undefined),
        // The admin tenant's organizations are console tenants: the way on is the console.
        ...(tenantId === adminTenantId && { consoleUrl: `${deps.config.adminEndpoint}/console` }),
      };
    },

    /** Returns whether an account was created for the invitee. */
    accept: async (id: string, password: string): Promise<{ created: boolean }> => {
      const invitation = await invitations.get(id);
      assertThat(invitation.status === 'Pending', 'organization_invitation.invalid_status', {
        status: invitation.status,
      });
      const sie = await settings();
      const identifier = { type: 'email' as const, value: invitation.invitee };
      const account = await findAccount(invitation.invitee);

      if (account?.passwordEncrypted) {
        const user = await checkAccountPassword(context, sie.sentinelPolicy, identifier, password, (error, userId) =>
          log('Interaction.SignIn.Identifier.Password.Submit', { identifierType: 'email', userId }, error),
        );
        assertThat(!user.isSuspended, 'user.suspended');
        await invitations.acceptAs(id, async () => ({ userId: user.id }));
        return { created: false };
      }

      const chosen = async (userInfo: { name?: string | null; username?: string | null; phone?: string | null }) => {
        await validatePassword(
          password,
          sie.passwordPolicy,
          { ...userInfo, email: invitation.invitee },
          context.isBreached,
        );
        return hashPassword(password);
      };
      if (account) {
        // An account without a password (an admin made it): the link lets its owner choose one.
        assertThat(!account.isSuspended, 'user.suspended');
        const hashed = await chosen({ name: account.name, username: account.username, phone: account.primaryPhone });
        await invitations.acceptAs(id, async (trx) => {
          // Someone set a password meanwhile: the chosen one proves nothing now.
          assertThat(await users.setPasswordIfUnset(trx, account.id, hashed), 'session.invalid_credentials');
          return { userId: account.id };
        });
        return { created: false };
      }

      // A new account: the tenant must take registrations (or this is a console invitation) and let
      // it sign in with email and password.
      const consoleTenant = consoleTenantOf(invitation.organizationId);
      assertThat(sie.signInMode !== 'SignIn' || consoleTenant !== undefined, 'session.registration_disabled');
      assertThat(signsInWithEmailPassword(sie), 'session.sign_in_method_not_enabled', { identifier: 'email' });
      const hashed = await chosen({});
      const { resolved } = await invitations.acceptAs(id, async (trx, invitee) => {
        const { id: userId, joinedOrganizationIds } = await insertUser(
          trx,
          tenantId,
          {
            primaryEmail: invitee,
            ...hashed,
            // A cloud console user who joins a tenant by invitation has no first tenant to make: the
            // console's onboarding (spec §2, `isOnboardingDone`) is behind them.
            ...(tenantId === adminTenantId && deps.config.isCloud && { customData: { isOnboardingDone: true } }),
          },
          // The invitation link reached this mailbox: the email is verified.
          { emailVerified: true, events: deps.events },
        );
        // The invitation makes them a member of the tenant; its console needs the access role too.
        if (consoleTenant) await grantConsoleAccess(trx, consoleTenant, userId);
        return { userId, joinedOrganizationIds };
      });
      await emitHookEvent({ event: 'PostRegister', interactionEvent: 'Register', userId: resolved.userId });
      return { created: true };
    },
  };
};
