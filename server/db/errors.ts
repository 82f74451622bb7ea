/**
 * Recognises errors that mean "the database cannot be reached right now", as opposed to a
 * bad query. Drizzle wraps driver errors, so the whole `cause` chain is inspected.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

// 57P01..57P03: the server is shutting down or starting; class 08: connection exceptions;
// 57014: a statement ran past the configured timeout (DATABASE_TIMEOUT_SECONDS).
const SQLSTATE = /^(57014|57P0[1-3]|08[0-9A-Z]{3})$/;

const MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    // Node reports a refused dual-stack connect as an AggregateError of per-address errors.
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = cause;
  }
  return false;
}
