/** PostgreSQL's unique violation (23505), as node-postgres or PGlite raise it, or as drizzle wraps it: two requests raced for one row. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
