import { MSG } from '#contract/messages';
import { isFailedResponse } from '#machines/error-text';

type Answer = { status: number; body: unknown };

/**
 * The body of a ts-rest call that answered `status`; any other answer rejects with the response
 * itself, which the query cache notifies and the forms read (400 field errors, 409 stale).
 */
export async function expectStatus<A extends Answer, S extends A['status']>(
  call: Promise<A>,
  status: S,
): Promise<Extract<A, { status: S }>['body']> {
  const answer = await call;
  if (answer.status !== status) throw answer;
  return answer.body;
}

/** The body of an answer of 200, or null for any other (a refused or missing record). */
export function okBody<A extends Answer>(answer: A): Extract<A, { status: 200 }>['body'] | null {
  return answer.status === 200 ? answer.body : null;
}

/**
 * Someone saved the record since it was read: the edit page offers to reload it. Other 409s
 * (a business conflict) carry their own title and are only notified.
 */
export function isStale(error: unknown): boolean {
  if (!isFailedResponse(error) || error.status !== 409) return false;
  const { body } = error;
  return (
    typeof body === 'object' && body !== null && Reflect.get(body, 'title') === MSG.staleRecord
  );
}
