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

/** The pool's own messages when no connection could be had (pg-pool, pg). */
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
/** Node's socket errors reaching the database server. */
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * The database could not be reached or took no more connections: every pooled connection busy past the
 * pool's wait, the server refusing or shutting down (SQLSTATE class 08, 53300, 57P01–57P03). Nothing was
 * written; the client may try again.
 */
export const isDatabaseUnavailable = (error: unknown) => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && unavailableMessages.some((text) => message.includes(text))) return true;
  if (typeof code !== 'string') return false;
  return (
    code.startsWith('08') || ['53300', '57P01', '57P02', '57P03'].includes(code) || unavailableSocketCodes.has(code)
  );
};
