/** Drizzle wraps driver errors; the SQLSTATE sits on the cause (PGlite and node-postgres alike). */
export function pgErrorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';

/**
 * A row written refers to one that is gone (SQLSTATE 23503): on PostgreSQL, a row read a moment before and deleted by
 * another request before the write (an application to an ad its company deletes at that moment).
 */
export const isForeignKeyViolation = (err: unknown) => pgErrorCode(err) === '23503';

/** Runs `write`; a reference to a row deleted meanwhile becomes `gone()` (a 404), instead of a database error (500). */
export async function orGone<T>(write: Promise<T>, gone: () => Error): Promise<T> {
  try {
    return await write;
  } catch (err) {
    throw isForeignKeyViolation(err) ? gone() : err;
  }
}

/** The constraint a violation names (both drivers put it on the wrapped error). */
export function pgConstraint(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const c = (e as { constraint?: unknown }).constraint;
    if (typeof c === 'string') return c;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
