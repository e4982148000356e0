import { randomBytes } from 'node:crypto';
import { generateId } from '@gatehouse/schemas/ids';
import type { createOneTimeTokenGuard, OneTimeToken } from '@gatehouse/schemas/one-time-tokens';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { createConnectorLookup } from '../connectors/public';
import type { Trx } from '../platform/db/database';
import { toMs } from '../platform/db/json';
import type { OneTimeTokensTable } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createOneTimeTokenQueries } from './queries';

type Row = Selectable<OneTimeTokensTable>;
type CreateOneTimeToken = z.infer<typeof createOneTimeTokenGuard>;

const statusOf = (row: Row, now: Date): OneTimeToken['status'] =>
  row.status === 'active' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

/**
 * One-time tokens (magic links; spec §3, §4): 32 random bytes bound to an email address, stored as
 * a keyed digest, shown once; verified once (the first verification consumes it, atomically),
 * refused after its expiry or once revoked. `now` is the clock, injectable for tests.
 */
export const createOneTimeTokenService = (deps: PlatformDeps, tenantId: string, now: () => Date = () => new Date()) => {
  const { database, box } = deps;
  const connectors = createConnectorLookup(deps, tenantId);
  const queries = createOneTimeTokenQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const digestOf = (token: string) => box.digest(`one-time-token:${tenantId}:${token}`);
  const toView = (row: Row): OneTimeToken => ({
    id: row.id,
    email: row.email,
    context: row.context,
    status: statusOf(row, now()),
    expiresAt: toMs(row.expiresAt),
    createdAt: toMs(row.createdAt),
  });
  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('one_time_token.not_found', { id });
    return row;
  };

  return {
    /**
     * A new token, shown once. With `sendEmail` the link is emailed first-hand: no email connector
     * is a 422 before anything is stored, and an email the provider refuses takes the token away
     * again, so a caller never holds a link nobody received.
     */
    create: async (input: CreateOneTimeToken) => {
      const connector = input.sendEmail ? await connectors.findConnector('email') : undefined;
      if (input.sendEmail && !connector) throw new ApiError('one_time_token.no_email_connector');
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const row = await inTenant((trx) =>
        queries.insert(trx, {
          id: generateId(),
          email: input.email.toLowerCase(),
          tokenDigest: digestOf(token),
          context: input.context,
          expiresAt: new Date(at.getTime() + input.expiresIn * 1000),
          createdAt: at,
        }),
      );
      if (connector && input.sendEmail) {
        const link = input.sendEmail.link
          .replaceAll('{token}', encodeURIComponent(token))
          .replaceAll('{email}', encodeURIComponent(row.email));
        try {
          await connector.sendMessage({ to: row.email, type: input.sendEmail.templateType, payload: { link } });
        } catch (error) {
          await inTenant((trx) => queries.delete(trx, row.id));
          throw error;
        }
      }
      return { ...toView(row), token };
    },
    list: (filters: { email?: string; status?: OneTimeToken['status'] }) =>
      inTenant(async (trx) =>
        (await queries.findAll(trx, { ...filters, email: filters.email?.toLowerCase() }, now())).map(toView),
      ),
    get: (id: string) => inTenant(async (trx) => toView(await findOrThrow(trx, id))),
    revoke: (id: string) =>
      inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        if (statusOf(row, now()) !== 'active' || !(await queries.leaveActive(trx, id, 'revoked'))) {
          throw new ApiError('one_time_token.not_active', { status: statusOf(row, now()) });
        }
        return toView({ ...row, status: 'revoked' });
      }),
    delete: (id: string) =>
      inTenant(async (trx) => {
        if (!(await queries.delete(trx, id))) throw new ApiError('one_time_token.not_found', { id });
      }),
    /** Uses the token up: the token's record, or the reason it does not work (its email must match). */
    verify: (token: string, email: string) =>
      inTenant(async (trx) => {
        const row = await queries.findByDigest(trx, digestOf(token));
        if (!row || row.email !== email.toLowerCase()) throw new ApiError('one_time_token.not_found');
        const status = statusOf(row, now());
        if (status !== 'active') throw new ApiError(`one_time_token.${status}`);
        if (!(await queries.leaveActive(trx, row.id, 'consumed'))) throw new ApiError('one_time_token.consumed');
        return toView({ ...row, status: 'consumed' });
      }),
  };
};
