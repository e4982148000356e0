import type { JwtTokenType } from '@gatehouse/schemas/jwt-customizer';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';

const columns = ['tokenType', 'script', 'environmentVariables', 'contextSample', 'tokenSample', 'updatedAt'] as const;

export type JwtCustomizerValues = {
  script: string;
  /** SecretBox-sealed JSON. */
  environmentVariables: string;
  contextSample: Record<string, unknown> | null;
  tokenSample: Record<string, unknown> | null;
};

const jsonOrNull = (value: Record<string, unknown> | null) => (value === null ? null : json(value));

/** Kysely only (CONVENTIONS 1). Every query runs in a tenant transaction, so RLS is the second wall. */
export const createJwtCustomizerQueries = (tenantId: string) => ({
  findAll: (trx: Trx) =>
    trx.selectFrom('jwtCustomizers').select(columns).where('tenantId', '=', tenantId).orderBy('tokenType').execute(),
  findByTokenType: (trx: Trx, tokenType: JwtTokenType) =>
    trx
      .selectFrom('jwtCustomizers')
      .select(columns)
      .where('tenantId', '=', tenantId)
      .where('tokenType', '=', tokenType)
      .executeTakeFirst(),
  /** The row, locked for a read-modify-write (PATCH). */
  lockByTokenType: (trx: Trx, tokenType: JwtTokenType) =>
    trx
      .selectFrom('jwtCustomizers')
      .select(columns)
      .where('tenantId', '=', tenantId)
      .where('tokenType', '=', tokenType)
      .forUpdate()
      .executeTakeFirst(),
  upsert: (trx: Trx, tokenType: JwtTokenType, values: JwtCustomizerValues) => {
    const row = {
      script: values.script,
      environmentVariables: values.environmentVariables,
      contextSample: jsonOrNull(values.contextSample),
      tokenSample: jsonOrNull(values.tokenSample),
    };
    return trx
      .insertInto('jwtCustomizers')
      .values({ tenantId, tokenType, ...row })
      .onConflict((conflict) =>
        conflict.columns(['tenantId', 'tokenType']).doUpdateSet({ ...row, updatedAt: new Date() }),
      )
      .returning(columns)
      .executeTakeFirstOrThrow();
  },
  deleteByTokenType: async (trx: Trx, tokenType: JwtTokenType) =>
    (
      await trx
        .deleteFrom('jwtCustomizers')
        .where('tenantId', '=', tenantId)
        .where('tokenType', '=', tokenType)
        .executeTakeFirst()
    ).numDeletedRows > 0n,
});

export type JwtCustomizerRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createJwtCustomizerQueries>['findByTokenType']>>
>;
