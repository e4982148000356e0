import { isDeepStrictEqual } from 'node:util';
import { adminTenantId } from '@gatehouse/schemas/constants';
import type { AdminConsoleConfig } from '@gatehouse/schemas/dashboard';
import { defaultSignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { tenantOrganizationId } from '../tenants/public';
import { createAdminConsoleQueries } from './queries.admin-console';

/** The built-in settings as stored (JSON has no `undefined`), what "not customized yet" means. */
type Checklist = Omit<AdminConsoleConfig['checklist'], 'inviteTeammate'>;

const defaultSettings = JSON.parse(JSON.stringify(defaultSignInExperience)) as unknown;

/**
 * The console's per-tenant settings (peer reference `GET|PATCH /api/configs/admin-console`): whether
 * the get-started checklist is hidden, and the checklist itself, ticked from the tenant's real state
 * at every read (nothing to keep in step): an application, a sign-in experience changed from the
 * built-in one, a connector, a user, a teammate (another member of the tenant, or an invitation pending).
 */
export const createAdminConsoleService = (deps: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createAdminConsoleQueries(tenantId);
  /** The tenant's members are an organization of the admin tenant: a second member, or an invitation pending. */
  const hasTeammate = () =>
    deps.database.withTenant(adminTenantId, async (trx) => {
      const team = await queries.teamState(trx, tenantOrganizationId(tenantId), new Date());
      return team.members > 1 || Boolean(team.hasPendingInvitation);
    });
  const read = async (trx: Trx): Promise<Omit<AdminConsoleConfig, 'checklist'> & { checklist: Checklist }> => {
    const [row, state] = [await queries.find(trx), await queries.checklistState(trx)];
    return {
      checklistHidden: row?.checklistHidden ?? false,
      checklist: {
        createApplication: Boolean(state.hasApplication),
        customizeSignIn: state.signInSettings !== null && !isDeepStrictEqual(state.signInSettings, defaultSettings),
        addConnector: Boolean(state.hasConnector),
        createUser: Boolean(state.hasUser),
      },
    };
  };
  /** The tenant's own state, then (after that transaction: one connection may be all there is) its team's. */
  const withTeam = async (config: Awaited<ReturnType<typeof read>>): Promise<AdminConsoleConfig> => ({
    ...config,
    checklist: { ...config.checklist, inviteTeammate: await hasTeammate() },
  });
  return {
    get: async () => withTeam(await deps.database.withTenant(tenantId, read)),
    patch: async (changes: { checklistHidden?: boolean }) =>
      withTeam(
        await deps.database.withTenant(tenantId, async (trx) => {
          if (Object.keys(changes).length > 0) await queries.upsert(trx, changes);
          return read(trx);
        }),
      ),
  };
};
