/** @jest-environment node */
import { isDatabaseUnavailable } from './unavailable';

// drizzle-orm's wrapper: "Failed query: …" with the driver's error as `cause`.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, reset or timed-out connection, also inside drizzle’s wrapper', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(withCode('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks inside an AggregateError (a refused connect to localhost on both ::1 and 127.0.0.1)', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''))).toBe(
      true,
    );
  });

  it('recognises PostgreSQL’s shutdown, start-up, too-many-connections and class 08 states', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001'])
      expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
  });

  it('recognises a PGlite that is closing or closed (server shutting down)', () => {
    expect(isDatabaseUnavailable(new Error('PGlite is closed'))).toBe(true);
  });

  it('leaves real bugs and data errors alone: they are 500s or 4xx, not 503', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('23505', 'duplicate key value violates unique constraint')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped(withCode('42P01', 'relation "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('28P01', 'password authentication failed'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
