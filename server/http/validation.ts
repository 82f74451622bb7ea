import type { RequestValidationError } from '@ts-rest/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { Problem } from '#contract/common';
import { INPUT_TEXT } from '#contract/input';
import { MSG } from '#contract/messages';

type Segment = PropertyKey | { key: PropertyKey };
type Issue = {
  path?: ReadonlyArray<Segment>;
  message: string;
  code?: string;
  keys?: readonly string[];
};
type Failure = { issues: ReadonlyArray<Issue> } | null;

/**
 * One issue per field: zod files the unknown fields of an object as one issue on the object;
 * they are split here so that each is named by its own path (`items.0.supplierBookingRef`).
 */
export function perField(issues: ReadonlyArray<Issue>): { path: string[]; message: string }[] {
  return issues.flatMap((issue) => {
    const path = (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p));
    return issue.code === 'unrecognized_keys' && issue.keys
      ? issue.keys.map((key) => ({ path: [...path, key], message: INPUT_TEXT.unknownField }))
      : [{ path, message: issue.message }];
  });
}

/**
 * A zod failure as a booking site reads it, one reason per field: `items.0.price: Enter an
 * amount …`, `items.0.supplierBookingReference: Unknown field`.
 */
export const reasonsOf = (error: z.ZodError) =>
  perField(error.issues).map(({ path, message }) =>
    path.length > 0 ? `${path.join('.')}: ${message}` : message,
  );

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
    for (const { path, message } of perField(failure?.issues ?? [])) {
      // A problem with the whole body (not an object at all) is filed under the source name.
      const field = path.length > 0 ? path.join('.') : source;
      const list = errors[field] ?? [];
      list.push(message);
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
