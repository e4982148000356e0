/** PostgreSQL's unique_violation (SQLSTATE 23505), from `pg` on both databases. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
