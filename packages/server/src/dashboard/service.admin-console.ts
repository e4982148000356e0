import { isDeepStrictEqual } from 'node:util';
import type { AdminConsoleConfig } from '@gatehouse/schemas/dashboard';
import { defaultSignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { createAdminConsoleQueries } from './queries.admin-console';

/** The built-in settings as stored (JSON has no `undefined`), what "not customized yet" means. */
const defaultSettings = JSON.parse(JSON.stringify(defaultSignInExperience)) as unknown;

/**
 * The console's per-tenant settings (peer reference `GET|PATCH /api/configs/admin-console`): whether
 * the get-started checklist is hidden, and the checklist itself, ticked from the tenant's real state
 * at every read (nothing to keep in step): an application, a sign-in experience changed from the
 * built-in one, a connector, a user.
 */
export const createAdminConsoleService = (deps: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createAdminConsoleQueries(tenantId);
  const read = async (trx: Trx): Promise<AdminConsoleConfig> => {
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
  return {
    get: () => deps.database.withTenant(tenantId, read),
    patch: (changes: { checklistHidden?: boolean }) =>
      deps.database.withTenant(tenantId, async (trx) => {
        if (Object.keys(changes).length > 0) await queries.upsert(trx, changes);
        return read(trx);
      }),
  };
};
