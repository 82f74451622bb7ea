import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '#contract/common';
import { MSG } from '#contract/messages';
import { isDatabaseUnavailable } from '#server/db/errors';
import { Conflict, DomainError, Forbidden, Invalid, NotFound, Stale } from '#server/kit/errors';
import { HttpProblem } from './problem';

/** A store's domain error as the answer the spec's error catalogue gives for it. */
function domainAnswer(err: DomainError): { status: number; body: Problem } {
  // A store may name what is missing (an unknown widget); otherwise the spec's "not found".
  if (err instanceof NotFound) return { status: 404, body: { title: err.message || MSG.notFound } };
  if (err instanceof Forbidden)
    return { status: 403, body: { title: err.message || MSG.notAllowed } };
  if (err instanceof Stale) return { status: 409, body: { title: MSG.staleRecord } };
  if (err instanceof Conflict) return { status: 409, body: { title: err.message } };
  if (err instanceof Invalid) {
    return {
      status: 400,
      body: err.errors ? { title: err.message, errors: err.errors } : { title: err.message },
    };
  }
  return { status: 500, body: { title: MSG.somethingWentWrong } };
}

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
  if (err instanceof DomainError) {
    const answer = domainAnswer(err);
    if (answer.status === 500) request.log.error({ err }, 'unmapped domain error');
    return send(answer.status, answer.body);
  }
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
