// What a database failure is, read from the whole error chain: drizzle wraps the driver's error
// (node-postgres' DatabaseError, PGlite's) in a DrizzleQueryError whose `cause` holds the SQLSTATE,
// and either may be wrapped again. One walk, used by every caller that branches on a SQLSTATE.

type Link = { code?: unknown; cause?: unknown; constraint?: unknown; message?: unknown; query?: unknown };

/** The error and each `cause` below it, outermost first (at most 8: a cycle must not hang). */
export function* errorChain(error: unknown): Generator<Link> {
  let current = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as Link;
    current = (current as Link).cause;
  }
}

/** The first five-character SQLSTATE in the chain, e.g. '23505'; null when there is none. */
export function sqlState(error: unknown): string | null {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return null;
}

/** A unique index refused the row (two requests raced for one e-mail, folio…). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A foreign key refused an INSERT or UPDATE: the row named another that does not exist. */
type MissingReference = { constraint: string | null };

/**
 * The foreign key violation of an INSERT or UPDATE, with the constraint it names (node-postgres
 * and PGlite both report it); null for any other failure, and for a DELETE that other rows still
 * name (isStillReferenced).
 */
export function missingReference(error: unknown): MissingReference | null {
  if (sqlState(error) !== '23503' || deleting(error)) return null;
  return { constraint: firstString(error, 'constraint') };
}

/** A DELETE refused by a foreign key: other rows still name the row. */
export function isStillReferenced(error: unknown): boolean {
  return sqlState(error) === '23503' && deleting(error);
}

// PostgreSQL reports both sides of a foreign key with one SQLSTATE and names the referencing table
// in both; only the statement tells them apart, and drizzle's wrapper (like PGlite's error) carries it.
function deleting(error: unknown): boolean {
  return /^\s*delete\b/i.test(firstString(error, 'query') ?? '');
}

function firstString(error: unknown, key: 'constraint' | 'query'): string | null {
  for (const link of errorChain(error)) {
    const value = link[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** The driver's own words at the bottom of the chain (drizzle's wrapper only repeats the SQL and its parameters). */
export function rootMessage(error: unknown): string {
  let last: Link | undefined;
  for (const link of errorChain(error)) last = link;
  if (typeof last?.message === 'string' && last.message) return last.message;
  return String(last?.code ?? error);
}
