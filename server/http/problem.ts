import type { Problem } from '#contract/common';

/** Thrown by route code to answer with a status and a spec-shaped error body. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: Problem,
  ) {
    super(body.title);
  }
}
