import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactPath } from './log';

/** What one request leaves in the log: no query string, body, headers or client address. */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  const route = request.routeOptions.url;
  return {
    method: request.method,
    // The pattern, not the path: ids stay out and lines group by endpoint. A request no route
    // matched (a page of the app, an unknown path) has only its path.
    ...(route ? { route } : { path: redactPath(request.url) }),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * One line per request, when its answer has been sent, at debug: at the default `info` level
 * the log keeps what an operator must read (start-up, failures) instead of two lines for every
 * request. A 5xx is logged at error by the error handler (server/http/errors.ts) on its own.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = requestLine(request, reply);
    if (error) reply.log.error({ ...line, err: error }, 'response failed');
    else reply.log.debug(line, 'request');
  }

  // Fastify's own line would carry the query string; the request's line above covers it.
  override routeNotFound() {}
}
