/** PostgreSQL's unique_violation (SQLSTATE 23505), from `pg` on both databases. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22: text it cannot store, a value out of range, a
 * string too long for its column): the input was wrong, not the server. The guards in front should
 * have refused it; this is the wall behind them.
 */
export const isDataException = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('22');
