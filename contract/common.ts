import { initContract } from '@ts-rest/core';
import * as z from 'zod';
import { Id } from './input';

export const c = initContract();

/**
 * Error bodies follow the spec's error catalogue (section 8): a 400 carries an `errors`
 * map of field → messages; other failures carry a `title`. Business refusals may also be
 * plain text, which the client shows as is.
 */
export const ProblemSchema = z.object({
  title: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const ProblemOrText = z.union([ProblemSchema, z.string()]);

/** The error responses every authenticated route can give. */
export const authErrors = {
  400: ProblemOrText,
  401: ProblemSchema,
  403: ProblemSchema,
  404: ProblemSchema,
  503: ProblemSchema,
} as const;

/**
 * Optimistic concurrency: a record's GET answers its `version`, and its update sends that
 * version back; an update of a record saved by someone else since is a 409 (MSG.staleRecord).
 */
export const Versioned = z.object({ version: Id });

/** The refusal of a stale edit, declared on every update that takes a version. */
export const staleError = { 409: ProblemSchema } as const;

export { IdParam } from './input';
