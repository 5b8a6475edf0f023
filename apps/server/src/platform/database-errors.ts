const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** The error of the database itself (pg or PGlite) in an error's cause chain, through drizzle's wrapping. */
function databaseError(error: unknown): { code: string; severity?: unknown } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSES && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) return current as { code: string };
    current = cause;
  }
  return undefined;
}

/** The SQLSTATE of a driver error, through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

/**
 * What a log may hold of a database error: its SQLSTATE and severity. Its message, detail and `where`, and the
 * statement and parameters drizzle wraps it with, may quote the values of a request or of a case.
 */
export function loggableDatabaseError(error: unknown): { code: string; severity?: string } | undefined {
  const found = databaseError(error);
  if (!found) return undefined;
  return typeof found.severity === 'string'
    ? { code: found.code, severity: found.severity }
    : { code: found.code };
}
