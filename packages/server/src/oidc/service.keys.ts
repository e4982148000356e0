import type { OidcKey, OidcKeyType } from '@gatehouse/schemas/signing-keys';
import { toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import {
  createKeyQueries,
  generateCookieKey,
  generateSigningKey,
  keyRecords,
  type SigningAlgorithm,
  type StoredKeyType,
} from './keys';

const storedTypeOf = (keyType: OidcKeyType): StoredKeyType =>
  keyType === 'private-keys' ? 'private-key' : 'cookie-key';

type KeyRow = Awaited<ReturnType<typeof keyRecords.list>>[number];
const toOidcKey = (row: KeyRow, index: number): OidcKey => ({
  id: row.id,
  algorithm: row.algorithm,
  createdAt: toMs(row.createdAt),
  status: index === 0 ? 'current' : 'previous',
});

/**
 * A tenant's signing and cookie keys as the console manages them (spec §2 `signing-keys`; peer
 * reference `/api/configs/oidc/{keyType}`). The newest key is current: it signs. A rotation makes a
 * new current key and keeps the one it replaces as the previous key, still published in JWKS (still
 * accepted for cookies), so tokens already issued keep verifying until their expiry — the grace
 * period lasts until that key is deleted or the next rotation drops it. Every change runs in
 * `bus.changing(tenantId, 'keys')`: every instance rebuilds the tenant's provider at commit.
 */
export const createSigningKeyService = (deps: Pick<PlatformDeps, 'database' | 'bus' | 'box'>, tenantId: string) => {
  const { database, bus } = deps;
  const queries = createKeyQueries(deps.box);
  const changingKeys = bus.changing(tenantId, 'keys');

  return {
    list: (keyType: OidcKeyType) =>
      database.withTenant(tenantId, async (trx) =>
        (await keyRecords.list(trx, tenantId, storedTypeOf(keyType))).map(toOidcKey),
      ),

    /** A new current key; the current one becomes the previous one; older ones go. */
    rotate: async (keyType: OidcKeyType, algorithm: SigningAlgorithm = 'RSA') => {
      const type = storedTypeOf(keyType);
      // Generating an RSA key takes a while: do it before the transaction holds its locks.
      const privateKey = type === 'private-key' ? await generateSigningKey(algorithm) : undefined;
      return changingKeys(async (trx) => {
        const existing = await keyRecords.list(trx, tenantId, type, { lock: true });
        await keyRecords.deleteByIds(
          trx,
          tenantId,
          type,
          existing.slice(1).map((row) => row.id),
        );
        if (privateKey) await queries.insertPrivateKey(trx, tenantId, privateKey, algorithm);
        else await queries.insertCookieKey(trx, tenantId, generateCookieKey());
        return (await keyRecords.list(trx, tenantId, type, { lock: true })).map(toOidcKey);
      });
    },

    /** Deletes a previous key; the current one is refused (`signing_key.current_key`). */
    delete: (keyType: OidcKeyType, keyId: string) =>
      changingKeys(async (trx) => {
        const type = storedTypeOf(keyType);
        const existing = await keyRecords.list(trx, tenantId, type, { lock: true });
        const index = existing.findIndex((row) => row.id === keyId);
        if (index < 0) throw new ApiError('signing_key.not_found', { keyId });
        if (index === 0) throw new ApiError('signing_key.current_key', { keyId });
        await keyRecords.deleteByIds(trx, tenantId, type, [keyId]);
      }),
  };
};
