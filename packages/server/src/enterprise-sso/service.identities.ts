import type { SsoIdentity } from '@gatehouse/schemas/sso-connectors';
import { toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { userRecords } from '../users/public';
import { createSsoIdentityQueries } from './queries.identities';

/** Users' SSO identities as the management API reads and removes them. */
export const createSsoIdentityService = ({ database }: Pick<PlatformDeps, 'database'>, tenantId: string) => {
  const queries = createSsoIdentityQueries(tenantId);
  const users = userRecords(tenantId);
  const withUser = <T>(userId: string, work: (trx: Parameters<typeof users.findById>[0]) => Promise<T>) =>
    database.withTenant(tenantId, async (trx) => {
      if (!(await users.findById(trx, userId))) throw new ApiError('user.not_found', { id: userId });
      return work(trx);
    });
  const notFound = (userId: string, connectorId: string) =>
    new ApiError('sso_connector.identity_not_found', { userId, connectorId });

  return {
    get: async (userId: string, connectorId: string): Promise<SsoIdentity> => {
      const row = await withUser(userId, (trx) => queries.findByUser(trx, userId, connectorId));
      if (!row) throw notFound(userId, connectorId);
      const { tenantId: _tenant, createdAt, updatedAt, ...rest } = row;
      return { ...rest, createdAt: toMs(createdAt), updatedAt: toMs(updatedAt) };
    },
    delete: (userId: string, connectorId: string) =>
      withUser(userId, async (trx) => {
        if (!(await queries.delete(trx, userId, connectorId))) throw notFound(userId, connectorId);
      }),
  };
};
