import { type DestinationStream, type Logger, pino } from 'pino';

const EMAIL = /[^\s@"'<>(),;:=&?/]+@[^\s@"'<>(),;:=&?/]+/g;
// Drizzle appends a failed query's bound values ("params: …") to its message: the request's data.
const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;
const PARAMS_IN_STACK = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

/** The path of a request URL; its query string (searches, emails) is never logged. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : `${url.slice(0, query)}?[redacted]`;
}

/** A request's path as the log may keep it: no query string, and no email in a segment. */
export function redactPath(url: string): string {
  return redactUrl(url).replace(EMAIL, '[email]');
}

function redactText(text: string, params: RegExp): string {
  return text.replace(params, '\nparams: [redacted]').replace(EMAIL, '[email]');
}

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
};

/**
 * Only what tells a developer where it failed: type, code, constraint, redacted message and
 * stack. Everything else an error carries (a query's params, a driver's `detail` with the
 * offending row, a body) stays out of the log.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[redacted]' };
  const { code, constraint } = err as { code?: unknown; constraint?: unknown };
  return {
    type: err.constructor.name,
    message: redactText(err.message, PARAMS_IN_MESSAGE),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof constraint === 'string' ? { constraint } : {}),
    ...(err.stack ? { stack: redactText(err.stack, PARAMS_IN_STACK) } : {}),
    ...(err.cause !== undefined && depth < 4
      ? { cause: serializeError(err.cause, depth + 1) }
      : {}),
  };
}

/** Fastify's request (or Node's, before routing): the parts that may be logged. */
type LoggedRequest = { method?: string; url?: string; routeOptions?: { url?: string } };

/** A request in the log: method and path; no query string, body, headers or client address. */
function serializeRequest(req: LoggedRequest) {
  return { method: req.method, url: redactUrl(req.url ?? ''), route: req.routeOptions?.url };
}

/** The server's logger; Fastify's child loggers add the request id (reqId) to every line. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
