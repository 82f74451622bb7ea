import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Problem } from '#contract/common';
import { MSG } from '#contract/messages';

type Issue = { path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>; message: string };
type Failure = { issues: ReadonlyArray<Issue> } | null;

/** Turns a failed request validation into the spec's `{ title, errors: { field: [messages] } }`. */
export function validationProblem(err: RequestValidationError): Problem {
  const errors: Record<string, string[]> = {};
  const sources: Array<[string, Failure]> = [
    ['params', err.pathParams],
    ['headers', err.headers],
    ['query', err.query],
    ['body', err.body],
  ];
  for (const [source, failure] of sources) {
    for (const issue of failure?.issues ?? []) {
      const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p));
      // A problem with the whole body (not an object at all) is filed under the source name.
      const field = path.length > 0 ? path.join('.') : source;
      const list = errors[field] ?? [];
      list.push(issue.message);
      errors[field] = list;
    }
  }
  return { title: MSG.invalidForm, errors };
}

export function replyWithValidationProblem(
  err: RequestValidationError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.status(400).send(validationProblem(err));
}
