import { randomBytes } from 'node:crypto';
import { generateId } from '@gatehouse/schemas/ids';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Trx } from '../platform/db/database';
import type { SecretBox } from '../platform/secrets';

export type SigningAlgorithm = 'EC' | 'RSA';
export type PrivateSigningKey = JWK & { kid: string; alg: string };

/** JWS algorithm used with each key type: ES256 on P-256, RS256 on RSA-2048. */
export const jwsAlgorithmFor = (algorithm: SigningAlgorithm) => (algorithm === 'EC' ? 'ES256' : 'RS256');

export const generateSigningKey = async (algorithm: SigningAlgorithm): Promise<PrivateSigningKey> => {
  const alg = jwsAlgorithmFor(algorithm);
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(algorithm === 'RSA' && { modulusLength: 2048 }),
  });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: generateId(), alg, use: 'sig' };
};

export const generateCookieKey = () => randomBytes(32).toString('base64url');

export const createKeyQueries = (box: SecretBox) => ({
  /** Private signing keys, newest first (the newest signs; the others still verify). */
  findPrivateKeys: async (trx: Trx): Promise<PrivateSigningKey[]> => {
    const rows = await trx
      .selectFrom('oidcKeys')
      .select(['value'])
      .where('type', '=', 'private-key')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => JSON.parse(box.decrypt(row.value)) as PrivateSigningKey);
  },
  findCookieKeys: async (trx: Trx): Promise<string[]> => {
    const rows = await trx
      .selectFrom('oidcKeys')
      .select(['value'])
      .where('type', '=', 'cookie-key')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => box.decrypt(row.value));
  },
  insertPrivateKey: async (trx: Trx, tenantId: string, key: PrivateSigningKey, algorithm: SigningAlgorithm) => {
    await trx
      .insertInto('oidcKeys')
      .values({ tenantId, id: key.kid, type: 'private-key', algorithm, value: box.encrypt(JSON.stringify(key)) })
      .execute();
  },
  insertCookieKey: async (trx: Trx, tenantId: string, key: string) => {
    await trx
      .insertInto('oidcKeys')
      .values({ tenantId, id: generateId(), type: 'cookie-key', algorithm: 'HS256', value: box.encrypt(key) })
      .execute();
  },
});

/** What the key list shows of a stored key, never its value. */
export type StoredKeyType = 'private-key' | 'cookie-key';

/** The management side of the keys table (oidc/service.keys.ts): the rows without their values. */
export const keyRecords = {
  /** Newest first; with `lock`, locked for the rest of the transaction so concurrent changes queue up. */
  list: (trx: Trx, tenantId: string, type: StoredKeyType, { lock = false } = {}) => {
    const query = trx
      .selectFrom('oidcKeys')
      .select(['id', 'algorithm', 'createdAt'])
      .where('tenantId', '=', tenantId)
      .where('type', '=', type)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc');
    return (lock ? query.forUpdate() : query).execute();
  },
  deleteByIds: async (trx: Trx, tenantId: string, type: StoredKeyType, ids: string[]) => {
    if (ids.length === 0) return;
    await trx
      .deleteFrom('oidcKeys')
      .where('tenantId', '=', tenantId)
      .where('type', '=', type)
      .where('id', 'in', ids)
      .execute();
  },
};

export type KeyQueries = ReturnType<typeof createKeyQueries>;

/** The public half of a private JWK (what JWKS publishes and management auth verifies with). */
export const toPublicJwk = ({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk }: PrivateSigningKey) =>
  publicJwk;
