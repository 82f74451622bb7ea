import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '#contract/common';
import { MSG } from '#contract/messages';
import { isDatabaseUnavailable } from '#server/db/errors';
import { HttpProblem } from './problem';

/** Fastify's own request errors that the spec wants as a clear 4xx, never a 500. */
const REQUEST_ERRORS: Record<string, { status: number; title: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, title: MSG.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, title: MSG.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, title: MSG.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, title: MSG.unsupportedContentType },
  // Their own messages would echo the whole path back.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, title: MSG.addressTooLong },
  FST_ERR_BAD_URL: { status: 400, title: MSG.addressInvalid },
};

/** The last word on every error a route or Fastify raises. */
export function handleError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, body: Problem) => reply.status(status).send(body);

  if (err instanceof HttpProblem) return send(err.status, err.body);
  const known = err.code ? REQUEST_ERRORS[err.code] : undefined;
  if (known) return send(known.status, { title: known.title });
  if (isDatabaseUnavailable(err)) {
    request.log.warn({ err }, 'database unavailable');
    return send(503, { title: MSG.databaseUnavailable });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return send(status, { title: err.message });
  request.log.error({ err }, 'request failed');
  return send(500, { title: MSG.somethingWentWrong });
}
