const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** An error and its causes, outermost first (drizzle wraps the driver's error as `cause`). */
function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  let current: unknown = error;
  while (chain.length < MAX_CAUSES && current && typeof current === 'object') {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** The error of the database itself (pg or PGlite) in an error's cause chain, through drizzle's wrapping. */
function databaseError(chain: object[]): { code: string; severity?: unknown } | undefined {
  return chain.find((link): link is { code: string } => {
    const { code } = link as { code?: unknown };
    return typeof code === 'string' && SQLSTATE.test(code);
  });
}

/** drizzle's wrapper of a failed statement: it quotes the statement and its parameters. */
function wrapsStatement(chain: object[]): boolean {
  return chain.some((link) => 'query' in link || 'params' in link);
}

/** The SQLSTATE of a driver error, through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  return databaseError(causeChain(error))?.code;
}

/**
 * What a log may hold of a database error: its SQLSTATE and severity, or `NONE` for a failed statement whose
 * cause carries no SQLSTATE (a lost connection, a pool time-out). Its message, detail and `where`, and the
 * statement and parameters drizzle wraps it with, may quote the values of a request or of a case.
 */
export function loggableDatabaseError(error: unknown): { code: string; severity?: string } | undefined {
  const chain = causeChain(error);
  const found = databaseError(chain);
  if (!found) return wrapsStatement(chain) ? { code: 'NONE' } : undefined;
  return typeof found.severity === 'string'
    ? { code: found.code, severity: found.severity }
    : { code: found.code };
}
