import { sql } from 'kysely';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../platform/db/database';
import { replacementRotations } from './internals';

/** How long after a rotation the rotated-away refresh token may be presented once more. */
export const rotationGraceSeconds = 10;

/**
 * A grace for rotated refresh tokens (like the leading identity clouds' "reuse interval"): when a
 * browser leaves a page while its refresh is on the way, the server has rotated the token but the
 * new one never arrived, and presenting the old one again would count as reuse and end the whole
 * grant (oidc-provider revokes it). So, before the refresh grant runs, a refresh token consumed at
 * most `rotationGraceSeconds` ago whose replacement has not been used is made usable once more:
 * the replacement is marked consumed (should it turn up later, that is reuse and ends the grant)
 * and the old token rotates again. A token whose replacement was used, or that was recovered once
 * already (its replacements include a consumed one), gets no grace: reuse detection stands.
 */
export const createRotationRecovery =
  (provider: Provider, database: Database, tenantId: string, now: () => number = Date.now) =>
  async (ctx: KoaContextWithOIDC) => {
    const value = ctx.oidc.params?.refresh_token;
    if (typeof value !== 'string' || !value) return;
    const token = await provider.RefreshToken.find(value, { ignoreExpiration: true });
    if (!token?.consumed || !token.grantId || token.clientId !== ctx.oidc.client?.clientId) return;
    if (token.isExpired || now() / 1000 - Number(token.consumed) > rotationGraceSeconds) return;

    const { grantId } = token;
    const rotations = replacementRotations(token);
    await database.withTenant(tenantId, async (trx) => {
      const replacements = await trx
        .selectFrom('oidcModelInstances')
        .select(['id', 'consumedAt'])
        .where('tenantId', '=', tenantId)
        .where('modelName', '=', 'RefreshToken')
        .where(sql<string>`payload ->> 'grantId'`, '=', grantId)
        .where(sql<string>`payload ->> 'rotations'`, '=', String(rotations))
        .forUpdate()
        .execute();
      if (replacements.length === 0 || replacements.some((row) => row.consumedAt !== null)) return;
      await trx
        .updateTable('oidcModelInstances')
        .set({ consumedAt: new Date(now()) })
        .where('tenantId', '=', tenantId)
        .where('modelName', '=', 'RefreshToken')
        .where(
          'id',
          'in',
          replacements.map((row) => row.id),
        )
        .execute();
      await trx
        .updateTable('oidcModelInstances')
        .set({ consumedAt: null })
        .where('tenantId', '=', tenantId)
        .where('modelName', '=', 'RefreshToken')
        .where('id', '=', token.jti)
        .execute();
    });
  };
